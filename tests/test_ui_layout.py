"""The dependency rule of ui/, read from the folders (ui/__init__.py states it): the shell imports nothing else from
ui; charts import the shell; widgets the shell and charts; a feature package those three and dpcore, never another
feature; pages import a feature's modules by package, never an old flat module."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = {"shell": {"shell"}, "charts": {"shell", "charts"}, "widgets": {"shell", "charts", "widgets"}}
FEATURES = {"explorer", "your_data", "utility", "audit", "noise", "composition", "median", "smalldb", "lessons"}


def ui_imports(path: Path) -> set[str]:
    """The ui packages a module imports (``from ui.X import …``, ``from ui.X.y import …``, ``import ui.X``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        names += [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
        for name in names:
            parts = name.split(".")
            if parts[0] == "ui":
                found.add(parts[1] if len(parts) > 1 else "")
    return found


def test_ui_is_shell_widgets_charts_and_one_package_per_feature():
    packages = {p.name for p in (ROOT / "ui").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert packages == set(SHARED) | FEATURES
    assert [p.name for p in (ROOT / "ui").glob("*.py")] == ["__init__.py"]


def test_each_package_imports_only_what_the_rule_allows():
    for package in sorted(set(SHARED) | FEATURES):
        allowed = SHARED.get(package, {"shell", "charts", "widgets", package})
        for module in sorted((ROOT / "ui" / package).glob("*.py")):
            assert ui_imports(module) <= allowed, (module.relative_to(ROOT), ui_imports(module) - allowed)


def test_pages_import_packages_not_namespaces_built_by_hand():
    for page in [ROOT / "app.py", *sorted((ROOT / "pages").glob("*.py"))]:
        assert "" not in ui_imports(page), page.name  # no `from ui import x`
        assert ui_imports(page) <= set(SHARED) | FEATURES, page.name
