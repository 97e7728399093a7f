"""Catalogue numbers and mintages of central and western Europe's smaller gold series (Croatia, Yugoslavia) read in
the first session on continental Europe (issue 43), pinned against the pages named above each row.

The reading looked for Krause numbers and missing mintages of the Czech Republic, Croatia, Slovakia, Belgium, the
Netherlands, Luxembourg, Monaco, Serbia and Yugoslavia; the rows below are what a page read in this session states.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import pinned_mintages, pinned_references

HR = "croatia"
KG = "kuna-gold"
YU = "yugoslavia"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Münzen Online, 'Aus privaten Sammlungen: Jugoslawien 4 Dukaten 1931': 'Daraufhin wurden in der Prägestätte Kovnica
    # (Belgrad) insgesamt 312.000 Stücke zu einem und 64.000 Stücke zu vier Dukaten geprägt ... Objekttyp: 4 Dukaten,
    # 1931 ... Katalog: Friedberg 4'  https://muenzen-online.com/post/aus-privaten-sammlungen-jugoslawien-4-dukaten-1931
    # coin23 (Japanese dealer blog), 'ユーゴスラヴィア1931年アレクサンダー1世4ダカットNGCMS63': 'さてこの4ダカット金貨は
    # ... 1931年の単年度のみの発行です' (this 4-ducat gold coin was issued with the single date 1931)
    # https://coin23.hatenablog.com/entry/2018/03/01/103228
    (YU, "alexander-i-gold", "4-ducats-alexander-maria", 1931, "", "circulation", 64000),
    # Second readings of the issuing decisions' quantities, on other pages:
    # kunalipa.com, '10. obljetnica konstituiranja Hrvatskoga državnog sabora': 'E.47 - 500 kuna (ref: KM#82) ...
    # Materijal: zlato (Au) 0,986 / Promjer i masa: 18 mm; 3,5 g ... Naklada: 500 kom. / U prodaji: 22. svibnja 2000.'
    # https://www.kunalipa.com/katalog/zlato-srebro/sabor.php
    (HR, KG, "500-kuna-2000-sabor-10-years", 2000, "", "proof", 500),
    # Croatian National Bank, '500th Anniversary of the Birth of Marin Držić': 'Minted in proof quality, the coin was
    # released for sale on 22 September 2008 ... Denomination Weight (g) Diameter (mm) Fineness/000 Items issued /
    # 1,000 7.00 22 986 2,000'  https://api.hnb.hr/en/web/guest/-/500-obljetnica-ro-enja-marina-drzica
    (HR, KG, "1000-kuna-2008-marin-drzic", 2008, "", "proof", 2000),
]

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # kunalipa.com (Croatian coin catalogue with its own E. numbers, issue data and prices), '10. obljetnica
    # konstituiranja Hrvatskoga državnog sabora 30. V. 1990. - 30. V. 2000.': 'E.47 - 500 kuna / (ref: KM#82) /
    # Hrvatski državni sabor / Materijal: zlato (Au) 0,986'  https://www.kunalipa.com/katalog/zlato-srebro/sabor.php
    (HR, KG, "500-kuna-2000-sabor-10-years", ["KM# 82"]),
    # kunalipa.com, 'Šest stoljeća sveučilišne nastave u Zadru': 'Narodna banka Hrvatske izdala je ... prigodni zlatni
    # kovani novac od 500 kuna i prigodni srebreni kovani novac od 200 kuna ... E.30 - 200 kuna (ref: KM#54) ... Materijal:
    # srebro (Ag) 0,925 ... E.31 - 500 kuna (ref: KM#55)'  https://www.kunalipa.com/katalog/zlato-srebro/zadar.php
    (HR, KG, "500-kuna-1996-zadar-university", ["KM# 55"]),
]


test_the_issues_carry_the_mintages_read = pinned_mintages(ISSUES)

test_the_types_carry_the_catalogue_numbers_read = pinned_references(REFERENCES, among_others=True)
