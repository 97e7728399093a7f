"""The catalogue import format's one home (docs/catalogue-format.md): its JSON Schema, published at
/v1/schema/catalogue.json, and the code that reads catalogue files into plain records. The storage adapter's
import and the tests' in-memory catalogue both read through it; neither knows the format's fields."""

from services.catalogue_format.read import FORMAT, Catalogue, read_catalogue
from services.catalogue_format.rules import issue_identity
from services.catalogue_format.schema import schema_text

__all__ = ["FORMAT", "Catalogue", "issue_identity", "read_catalogue", "schema_text"]
