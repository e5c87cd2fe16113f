"""Test configuration shared by the whole suite.

The engine tests' helpers are in tests/engine_helpers.py (`from engine_helpers import ...`): pytest
loads each conftest.py under the one module name "conftest", so helpers imported from a conftest
would clash with tests/browser/conftest.py.
"""
