"""A season's language (mixed into Championship): the language of its races' sentences and of
its refusals, as `Race.language` (engine/i18n.py). Presentation only: not saved in the JSON."""
from __future__ import annotations

from ..i18n import check_language


class SeasonLanguage:
    _language: str
    _races: list

    @property
    def language(self) -> str:
        """"en" or "pt"; setting it sets every race's (those to come follow it too)."""
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = check_language(value)
        for race in self._races:
            race.language = value

    def _speaking(self, language: str):
        """This season, in `language` (for `new` and `from_json`)."""
        self.language = language
        return self
