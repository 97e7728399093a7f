"""The ISO 4217 code of the currency a coin is denominated in, so a client can join a type to /rates.

A code is given only where ISO 4217 names that very currency (its current list, or its list of historic codes
for a currency since replaced, e.g. FRF, ITL, GRD); a currency ISO never coded — the German Empire's gold mark,
the imperial rouble, the Austro-Hungarian krone, a trade unit such as the ducat — has none. A name both of
whose currencies have codes (the Mexican peso: MXP before 1993, MXN after) is mapped to the one the catalogue's
coins of that name are struck in. A name this table does not know has no code: nothing is guessed
(tests/catalogue/test_currency_decisions.py holds the bundled catalogue to a decision for every name it uses).
"""

from __future__ import annotations

ISO_4217 = {
    "Australian dollar": "AUD",
    "Austrian schilling": "ATS",
    "Belgian franc": "BEF",
    "Canadian dollar": "CAD",
    "Chinese yuan": "CNY",
    "Cuban peso": "CUP",
    "Czech koruna": "CZK",
    "Deutsche Mark": "DEM",
    "Ecuadorian sucre": "ECS",
    "Ecuadorian sucre (1 cóndor = 25 sucres)": "ECS",
    "Franken": "CHF",  # Liechtenstein's gold, in the Swiss franc it has used since 1924
    "Hong Kong dollar": "HKD",
    "Kina": "PGK",
    "Kuna": "HRK",
    "Malaysian ringgit": "MYR",
    "New Israeli sheqel": "ILS",
    "Schilling": "ATS",
    "Singapore dollar": "SGD",
    "Slovak koruna": "SKK",
    "South Korean won": "KRW",
    "Tolar": "SIT",
    "Vatican lira": "VAL",
    "Venezuelan bolívar": "VEB",
    "Colombian peso": "COP",
    "Danish krone": "DKK",
    "Dutch guilder": "NLG",
    "Euro": "EUR",
    "Finnish markka": "FIM",
    "French franc": "FRF",
    "Greek drachma": "GRD",
    "Hungarian forint": "HUF",
    "Icelandic króna": "ISK",
    "Icelandic old króna": "ISJ",  # the króna before the 1981 redenomination (100 old to 1 new): its historic code
    "Indian rupee": "INR",
    "Italian lira": "ITL",
    "Japanese yen": "JPY",
    "Mexican peso": "MXP",  # the peso before the 1993 redenomination: the catalogue's gold pesos (1870-1972)
    "Monegasque franc": "MCF",
    "Norwegian krone": "NOK",
    "Panamanian balboa": "PAB",  # the balboa of 1904, on par with the US dollar, still coded PAB
    "Peruvian sol": "PEH",  # the sol (sol de oro) of 1863-1985, replaced by the inti: its historic code PEH
    "Pound sterling": "GBP",
    "Russian Federation rouble": "RUB",  # the rouble since the 1998 redenomination (RUR before it)
    "South African rand": "ZAR",
    "Spanish peseta": "ESP",
    "Swedish krona": "SEK",
    "Swiss franc": "CHF",
    "US dollar": "USD",
    "Egyptian pound": "EGP",
    "Omani rial": "OMR",
    "UAE dirham": "AED",
    "Indonesian rupiah": "IDR",
    "Macanese pataca": "MOP",
    "Mongolian tögrög": "MNT",
    "New Taiwan dollar": "TWD",
    "Samoan tala": "WST",
    "Sri Lankan rupee": "LKR",
    "Thai baht": "THB",
}

# Currencies of the catalogue that ISO 4217 never coded (all before 1978, when the standard began, and not the
# currency a later code names), with why.
NO_ISO_CODE = {
    "Austro-Hungarian gulden": "replaced in 1892, before ISO 4217",
    "Austro-Hungarian krone": "replaced in 1925, before ISO 4217",
    "Chilean peso": "the peso of 1925-1960, not the peso of 1975 that CLP names",
    "Ducat": "a trade coin's unit, not a currency",
    "German gold mark": "the Empire's mark (1873-1914), not the Deutsche Mark that DEM names",
    "Hungarian korona": "replaced in 1927, before ISO 4217",
    "Peruvian libra": "a gold unit of the sol, not coded",
    "Russian rouble": "the imperial rouble, not the roubles RUR and RUB name",
    "Saudi guinea": "a gold unit not coded",
    "South African Republic pound": "the ZAR's pound (1892-1902), before ISO 4217",
    "South African pound": "replaced by the rand in 1961, before ISO 4217",
    "Soviet chervonets": "a gold unit of 1922-1947, not coded",
    "Turkish kuruş": "a subunit of the lira",
    "Albanian franga ari": "the gold franc of 1926-1947, not coded",
    "Angel": "the coin's name, not a currency",
    "Argentine peso (moneda nacional)": "the peso of 1881-1969: its historic code is not yet checked, so none is given",
    "Bahar Azadi": "the coin's name, not a currency",
    "Brazilian real (réis)": "the réis, replaced in 1942",
    "Bulgarian lev": "the lev before 1962, not the BGL or BGN",
    "Egyptian piastre": "a subunit of the pound",
    "Egyptian qirsh": "a subunit of the pound",
    "Guatemalan peso": "replaced in 1925",
    "Mexican escudo (16 reales)": "replaced in 1873",
    "Newfoundland dollar": "replaced by the Canadian dollar in 1949, before ISO 4217",
    "Ottoman kuruş": "replaced in 1923",
    "Pahlavi": "the coin's name, not a currency",
    "Papal lira": "replaced in 1870",
    "Philippine peso": "the Spanish colonial peso of the 1860s, not the PHP",
    "Polish złoty": "the złoty of 1924-1950, not the PLZ or PLN",
    "Polish złoty (Congress Kingdom)": "replaced in 1841",
    "Portuguese real (réis)": "replaced by the escudo in 1911",
    "Romanian leu": "the leu before 1947",
    "Russian rouble / Polish złoty": "two imperial units, not coded",
    "Sardinian lira": "replaced in 1861",
    "Serbian dinar": "the kingdom's dinar of 1873-1918",
    "Spanish real": "replaced by the escudo in 1864",
    "Swedish riksdaler specie": "replaced in 1873",
    "Uruguayan peso": "the peso of 1862-1975, not the nuevo peso (UYN) or the peso uruguayo (UYU)",
    "Yugoslav dinar": "the kingdom's dinar, before the YUD",
    "Amani": "Afghanistan's gold unit of 1923-1929, not coded",
    "Iranian toman": "the Qajar toman, replaced by the rial in 1932",
    "Korean Empire won": "replaced by the yen in 1910",
    "Rhodesian pound": "the pound of 1964-1970, before ISO 4217",
    "Tunisian franc": "the protectorate's franc, replaced by the dinar in 1958",
    "Ugandan shilling": "the first shilling (1966-1987): its historic code is not yet checked, so none is given",
    "Golde": "Sierra Leone's gold unit of 1966, not coded",
    "Koula": "Tonga's gold unit of 1962, not coded",
    "Lao kip": "the royal kip of 1971: whether LAK, the kip of 1979, also names it is not yet checked",
}


def currency_code(currency: str | None) -> str | None:
    return None if currency is None else ISO_4217.get(currency)
