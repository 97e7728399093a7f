"""The catalogue import format's one home (docs/catalogue-format.md): its JSON Schema, published at
/v1/schema/catalogue.json, and the code that reads catalogue files into the format's records
(ports.catalogue_records, where they are declared). The import service and the tests' in-memory catalogue both
read through it; the store is handed the records."""

from services.catalogue_format.read import FORMAT, read_catalogue
from services.catalogue_format.schema import schema_text

__all__ = ["FORMAT", "read_catalogue", "schema_text"]
