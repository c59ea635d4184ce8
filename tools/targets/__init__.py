"""Running compiled plans on other engines (DataFusion, Arrow Acero) for the
target tests: ``python -m tools.targets.engines``."""
