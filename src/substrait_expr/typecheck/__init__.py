"""Type model, extension registry, overload resolution and the typed IR."""
