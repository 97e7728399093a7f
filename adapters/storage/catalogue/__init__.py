"""The catalogue in the database: reads (the repository, with its read model), search, the import and its derived data."""
