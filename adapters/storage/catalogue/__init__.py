"""The catalogue in the database: reads (repository, views over the read model), search, the import and its derived data."""
