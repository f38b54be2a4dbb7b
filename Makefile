# The two commands a newcomer needs (see README.md), and the replicas behind HAProxy (docs/deployment.md).
#
# Everything Python runs in the project's own virtual environment $(VENV) (.venv), made from the system's Python:
# Debian's and Ubuntu's python3 is "externally managed" (PEP 668), so nothing is ever pip-installed into it.
# Debian packages are installed only when missing (as root, or via sudo): python3-venv (the venv module's pip),
# chromium (real-browser tests) and haproxy (the replicas and their browser test).
#
# A second run reuses the environment: pip runs again only when a requirements file is newer than its stamp, and
# the environment is made anew only when it is missing, broken, or of another Python than $(PYTHON).

# Debian's own interpreter when there is one (not whatever python3 comes first on PATH); override with PYTHON=...
PYTHON ?= $(firstword $(wildcard /usr/bin/python3) python3)
VENV ?= .venv
PORT ?= 8501
N ?= 2
VPY := $(VENV)/bin/python
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT_INSTALL := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y

.PHONY: app test venv chromium haproxy replicas replicas-stop clean-venv

app: $(VENV)/.stamp-app
	@# setpriv: if make itself is killed, the server gets SIGTERM too (Ctrl-C reaches both anyway).
	exec setpriv --pdeathsig TERM -- $(VPY) -m streamlit run app.py --server.port=$(PORT) --server.headless=true

test: chromium haproxy $(VENV)/.stamp-test
	$(VPY) -m ruff check .
	$(VPY) -m mypy
	$(VPY) -m pytest

# The environment is (re)made when it is missing, does not run, or has another Python version than $(PYTHON)
# (checked here, when make reads this file); the stamps then go with it, so pip runs again.
VENV_PYTHON_OK := $(shell [ -n "$$($(PYTHON) -c 'import sys; print(sys.version)' 2>/dev/null)" ] && \
	[ "$$($(PYTHON) -c 'import sys; print(sys.version)' 2>/dev/null)" = "$$($(VPY) -c 'import sys; print(sys.version)' 2>/dev/null)" ] && echo yes)
ifneq ($(VENV_PYTHON_OK),yes)
.PHONY: $(VENV)/pyvenv.cfg
endif

venv: $(VENV)/pyvenv.cfg

# Debian splits ensurepip out of python3: when the venv module cannot make an environment with pip, install
# Debian's python3-venv (python3.X-venv for a Python other than the default one) and try again.
$(VENV)/pyvenv.cfg:
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), sys.version' || { echo "$(PYTHON): Python >= 3.11 needed"; exit 1; }
	rm -rf $(VENV)
	@if ! $(PYTHON) -m venv $(VENV) >/dev/null 2>&1; then \
		rm -rf $(VENV); \
		minor=$$($(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])'); \
		echo "$(PYTHON) -m venv failed: installing Debian's python3-venv"; \
		$(SUDO) apt-get update -q && { $(APT_INSTALL) python3-venv && $(PYTHON) -m venv $(VENV) || \
			{ rm -rf $(VENV); $(APT_INSTALL) python$$minor-venv && $(PYTHON) -m venv $(VENV); }; }; \
	fi
	@$(VPY) -m pip --version >/dev/null || { echo "$(VENV) has no pip"; exit 1; }
	@echo '*' > $(VENV)/.gitignore
	@echo "$(VENV): $$($(VPY) --version) from $(PYTHON)"

$(VENV)/.stamp-app: requirements.txt $(VENV)/pyvenv.cfg
	$(VPY) -m pip install -q -r requirements.txt
	@touch $@

$(VENV)/.stamp-test: requirements.txt requirements-test.txt $(VENV)/pyvenv.cfg
	$(VPY) -m pip install -q -r requirements-test.txt
	@touch $@ $(VENV)/.stamp-app

clean-venv:
	rm -rf $(VENV)

chromium:
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -q && $(APT_INSTALL) chromium; }

haproxy:
	@command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || { $(SUDO) apt-get update -q && $(APT_INSTALL) haproxy; }

# N streamlit replicas on 127.0.0.1:8601.. and HAProxy on 127.0.0.1:$(PORT) in front (deploy/haproxy.cfg).
# Runs in the foreground; Ctrl-C (or `make replicas-stop` from another terminal) stops all of them.
replicas: haproxy $(VENV)/.stamp-app
	exec env PYTHON=$(VPY) PORT=$(PORT) deploy/replicas.sh run $(N)

replicas-stop:
	PORT=$(PORT) deploy/replicas.sh stop
