# The two commands a newcomer needs (see README.md). Python 3.11 and pip are assumed; Debian's chromium is
# installed for the real-browser tests (as root, or via sudo) when it is missing.
PYTHON ?= python3
PORT ?= 8501

.PHONY: app test chromium

app:
	$(PYTHON) -m pip install -q -r requirements.txt
	$(PYTHON) -m streamlit run app.py --server.port=$(PORT)

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
		SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		$$SUDO apt-get update && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }

test: chromium
	$(PYTHON) -m pip install -q -r requirements-test.txt
	$(PYTHON) -m ruff check .
	$(PYTHON) -m pytest
