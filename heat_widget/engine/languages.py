"""The languages the catalogues cover (engine/i18n.py reads their messages; errors.py checks a
language asked for against this list)."""
from __future__ import annotations

LANGUAGES = {"en": "English", "pt": "Português"}
DEFAULT = "en"
