"""German Empire's states (5, 10 and 20 mark, 1871-1915), second session of issue 43: pinned against the page named above
the row.

Read this session: Hobbyray's page on Albert of Saxony's gold 5 mark of 1877, which prints its Krause number. Every other
line of search ran dry within the stored pages (the opening of each page is all the search returns): dealers' pages with
a Jaeger number (edelmetall-handel.de, goldbesitz.com, MDM, scheideanstalt.de, primus-muenzen.com, germanycash.de) are
indexed only for the types that already carry theirs; Saxony, the Thuringian and Mecklenburg duchies, Bremen, Lübeck,
Brunswick, Schaumburg-Lippe and Reuss have no readable page with a number or a mintage (Numisquare has them, but copies
Numista and is no source); Künker's lot pages, the Berlin Münzkabinett and kaiserreich-muenzen.de answered with nothing
on these coins; nothing on Prussia's Friedrich d'or of 1817-1855 or on Hanover's gold (10 Thaler, Pistole) beyond
prose without years and specifications. No mintage was read, so this file pins no issue.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import pinned_references

DE = "germany"

# root, series, type, the numbers read
REFERENCES = [
    # Hobbyray, 'Royaume de Saxe, Albert Ier. Pièce d'or de 5 Mark. Année de frappe : 1877 Référence : KM-1239.
    # Dénomination : 5 Mark en or ... Matériau : Or (.900) Diamètre : 17 mm Poids : 1,98 g ... Légende : ALBERT KOENIG
    # VON SACHSEN / E' https://www.hobbyray.com/fr/coin_definition-5_Mark-Or-Royaume_de_Saxe_(1806_1918)-FTesHgTyiqkAAAGQjfzrROWl.htm
    (DE, "saxony-albert-5-mark", "5-mark-albert", ["KM# 1239"]),
]

test_the_types_carry_the_numbers_read = pinned_references(REFERENCES, among_others=True)
