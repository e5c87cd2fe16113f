"""A season's language (mixed into Championship): the language of its races' sentences and of
its refusals, as `Race.language` (engine/i18n.py). Presentation only: not saved in the JSON."""
from __future__ import annotations

from typing import Self

from ..i18n import check_language
from ..race import Race


class SeasonLanguage:
    _language: str
    _races: list[Race]

    @property
    def language(self) -> str:
        """"en" or "pt"; setting it sets every race's (those to come follow it too)."""
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = check_language(value)
        for race in self._races:
            race.language = value

    def _speaking(self, language: str) -> Self:
        """This season, in `language` (for `new` and `from_json`)."""
        self.language = language
        return self
