"""Test configuration shared by the whole suite.

The engine tests' helpers are in tests/engine_helpers.py (`from engine_helpers import ...`): pytest
loads each conftest.py under the one module name "conftest", so helpers imported from a conftest
would clash with tests/browser/conftest.py.
"""

import random
import zlib

import pytest


@pytest.fixture(autouse=True)
def _global_random_seeded_per_test(request):
    """A bot called without a generator (hw.bots.random_legal in a widget) draws from the global
    one: seed it from the test's name so every run of a test sees the same draws, whatever ran
    before it (as pytest-randomly does). A test that needs fresh draws makes its own generator."""
    random.seed(zlib.crc32(request.node.nodeid.encode()))
    yield
