"""Second readings of Italy (with the Kingdom of Sardinia) and the Holy See, read in the second round of issue 43's
first session on continental Europe (the catalogue's depth, part three), pinned against the pages named above each
group of rows.

What was read: whether Stash of Coins' pages are Numista's data (they are: each prints the Numista number and the first
reader's own titles call them 'Numista data'), then other pages for the figures they and Diario Show (which quotes
Numista) alone supported, for the Vatican 100 lire of Pius XI and Pius XII and the papal 5 lire in gold; none gave the
mintages, which are null with the relayed figures in the comments (and the Vatican dates 1931-1935, named by no other
page, left out). Spanish Wikipedia's table of the papal lira gives the specifications of the five papal gold
denominations (the 10 and 50 lire enter as types, with Numismatica Ranieri's Friedberg numbers). For the Savoy gold:
Künker and Premium Gold Coin read again Modoetia's mintages of Vittorio Emanuele II's 100 lire; adessonews.eu and
Numispedia those of the 20 lire Aquila sabauda (with the three pieces of 1908); CCSNews, Montevecchia and CefaluNews those
of the 10 lire Aratrice; Il Giornale della Numismatica gives the four dates of the 100 lire Italia su prora, whose 1931
anno IX it and Montevecchia print differently (null); Coin Site the 249 pieces of the 100 lire Impero of 1937; an eBay
dealer's listing the 50 lire Littore of 1932. Luceranet gives the official mintage of John XXIII's 100 lire of 1959.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import find, issues_at, pinned_mintages, pinned_references

IT = "italy"
HS = "holy-see"
V100 = ("100-lire-vittorio-emanuele-ii", "100-lire-vittorio-emanuele-ii")
AQ20 = ("20-lire-vittorio-emanuele-iii", "20-lire-vittorio-emanuele-iii-aquila")
ARA10 = ("gold-vittorio-emanuele-iii", "10-lire-vittorio-emanuele-iii-aratrice")
MARINARA = ("gold-vittorio-emanuele-iii", "100-lire-vittorio-emanuele-iii-italia-marinara")
IMPERO = ("gold-vittorio-emanuele-iii", "100-lire-vittorio-emanuele-iii-impero-second-type")
PIUS_IX = "gold-lire-pius-ix"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Künker, archive lot 380: 'Victor Emanuel II. 1859-1861-1878. 100 Lire 1864, Turin. 29,03 g Feingold. Fb. 8;
    # Pagani 451; Schl. 24. GOLD. RR Nur 579 Exemplare geprägt.'  https://kuenker.de/ru/archiv/stueck/379640
    # Premium Gold Coin: '1864年が579枚、1872年が661枚、1878年が294枚と全て合わせても1,534枚のみの金貨です'
    # https://premiumgoldcoin.net/news/2775   (both agree with Modoetia's table, the first reading)
    (IT, *V100, 1864, "T", "circulation", 579),
    (IT, *V100, 1872, "R", "circulation", 661),
    (IT, *V100, 1878, "R", "circulation", 294),
    # adessonews.eu: 'gli esemplari (pur rarissimi) del 1902 (181 esemplari standard e 115 con l'ancoretta che indica la
    # produzione con l'oro della Colonia Eritrea), quelli del 1903 (molto rari, 1800 pezzi coniati) e infine del 1905
    # (8715 esemplari, moneta rara) ... Pesanti 6,45 grammi, 21 millimetri di diametro ... titolo di 900 millesimi ...
    # sappiamo infatti che di questa moneta [1908] vennero coniati tre soli esemplari'
    # https://adessonews.eu/2025/02/20/un-unicum-in-asta-a-san-marino-le-20-lire-1908-aquila-sabauda
    # Numispedia, 20 lire 1908 Aquila spiegata: 'Oro (Au) 900‰ · ø 21 mm · peso 6,45161 g ... si conoscono otto esemplari,
    # tre coniati nel 1908 ed altri cinque, di cui non esiste alcuna rendicontazione ufficiale, riconiati successivamente
    # ... Secondo quanto riportato da Carboneri [1915b, p. 843, tab. A1], queste monete sarebbero state coniate in tre
    # esemplari'  https://numispedia.it/catalog/coin/1339
    (IT, *AQ20, 1903, "R", "circulation", 1800),
    (IT, *AQ20, 1905, "R", "circulation", 8715),
    (IT, *AQ20, 1908, "R", "circulation", 3),
    # CCSNews: 'La più rara è quella del 1910, coniata con una tiratura di soli 5202 esemplari ... quella del 1912,
    # classificata come R2 e coniata in 6796 esemplari'
    # https://www.ccsnews.it/collezionismo/puo-valere-migliaia-di-euro-meglio-controllare-se-hai-questa-moneta-2/
    # Montevecchia: 'La moneta da 10 lire 1912 venne coniata in soli 6796 esemplari con titolo 900 millesimi, diametro
    # 19 mm. e peso di 3,22 grammi.'  http://www.montevecchia.it/sito_falsi/tab_falsi_23.htm
    # CefaluNews: 'nel 1926 ne sono state coniate appena 40 e nel 1927 solo 30' (Oro 900‰, 19 mm, 3,22 g)
    # https://cefalunews.org/2020/12/18/quanto-valgono-le-10-lire-aratrice-ecco-la-moneta-che-vale-20-mila-euro
    (IT, *ARA10, 1910, "R", "circulation", 5202),
    (IT, *ARA10, 1912, "R", "circulation", 6796),
    (IT, *ARA10, 1926, "R", "circulation", 40),
    (IT, *ARA10, 1927, "R", "circulation", 30),
    # Coin Site: 'a reduced weight piece of yet a different design, 5.19 grams, was produced in 1937 (XVI), 249 pieces'
    # http://coinsite.com/vittorio-emanuele-100-lira-gold-coin/   (with CCNI and Numispedia, the first readings)
    (IT, *IMPERO, 1937, "R", "circulation", 249),
    # eBay listing (seller 3von2), 50 lire 1932 X: 'Gold: 0,900 / Gewicht: 4,39g / Durchmesser: 20,5mm ... Von dieser
    # historischen Goldmünze wurden in den Jahren 1931- 1933 nur 50.694 Exemplare geprägt, davon 11.851 Stück in 1932 X.'
    # (50,694 = CCSNews' 32,380 + 11,851 + 6,463, the first reading)
    # https://vi.vipr.ebaydesc.com/itmdesc/225781124476?category=28681&cspheader=1&descgauge=1&domain=ebay.com&excTrk=1&ittenable=false&lsite=77&oneClk=2&secureDesc=1&seller=3von2&t=1695183118000&tto=3500&vipguid=3b0ca1bd1900a2422c808bedfff728d5
    (IT, "gold-vittorio-emanuele-iii", "50-lire-vittorio-emanuele-iii-littore", 1932, "R", "circulation", 11851),
    # Luceranet, Pillole di Numismatica: 'La moneta in oro 900/1000 ha un diametro di 20,7 mm, un peso di 5,19 grammi e
    # ha il contorno rigato. La tiratura ufficiale è stata di 30.000 pezzi coniati presso la Zecca di Roma.'
    # http://www.luceranet.it/Articolo/Pillole__diNumismatica_La_Splendida_100_lire_doro_1959__di_Papa_Roncalli/4015
    (HS, "100-lire-john-xxiii", "100-lire-john-xxiii", 1959, "", "circulation", 30000),
    # Numismatica Ranieri, 10 lire 1866 a. XXI: 'Au gr. 3,19 ... Munt. 43; Pag. 540; Gig. 275; Fried. 281; B. 3335. Raro.'
    # https://mobile.numismaticaranieri.it/negozioscheda/51857-roma-pio-ix-giovanni-maria-mastai-ferretti-1846-1878-10-lire-1866-a-xxi.aspx
    # Numismatica Ranieri, auction 18 lot 514, 50 lire 1868 a. XXII: 'Au gr. 16,08 ... Munt. 39; Pag. 523; Gig. 261;
    # B. 3331; Fried. 279. Rarissimo.'
    # https://numismaticaranieri.it/archivioscheda/50691-roma-pio-ix-giovanni-maria-mastai-ferretti-1846-1878-50-lire-1868-a-xxii.aspx
    # No page read gives their mintages.
    (HS, PIUS_IX, "10-lire-pius-ix", 1866, "R", "circulation", None),
    (HS, PIUS_IX, "50-lire-pius-ix", 1868, "R", "circulation", None),
    # Stash of Coins prints 'Numista: #38296' with its table (the first reader's title: 'Numista data'): its 3,226 and
    # 3,787 are no source, and no other page read gives them  https://stashofcoins.com/coin/61273-papal-states-5-lire-1866
    (HS, PIUS_IX, "5-lire-pius-ix-gold", 1866, "R", "circulation", None),
    (HS, PIUS_IX, "5-lire-pius-ix-gold", 1867, "R", "circulation", None),
]

test_the_issues_carry_the_mintages_read_again = pinned_mintages(ISSUES)

# root, series, type, the numbers read (Krause first)
REFERENCES = [
    # Künker (above): 'Fb. 8' for Vittorio Emanuele II's 100 lire of 1864
    (IT, *V100, ["Fr. 8"]),
    # moneteromane.info, letter c441: 'AV1, zecca di Roma, 1882, W-U1/9-3, KM# 212, rarità "C"', the final 2 being the
    # letter's footnote mark (as in 'D'ITALIA3', 'SPERANZA4', 'R5'): KM 21, read again
    # https://moneteromane.info/corrisp/c441/c441.html
    (IT, "20-lire", "20-lire-umberto-i", ["KM# 21"]),
    # Numismatica Ranieri (above): Friedberg 281 (10 lire) and 279 (50 lire) of Pius IX
    (HS, PIUS_IX, "10-lire-pius-ix", ["Fr. 281"]),
    (HS, PIUS_IX, "50-lire-pius-ix", ["Fr. 279"]),
]

test_the_types_carry_the_catalogue_numbers_read_again = pinned_references(REFERENCES, among_others=True)


def test_the_1902_aquila_and_its_anchor_variety_read_again():
    # adessonews.eu (above): '181 esemplari standard e 115 con l'ancoretta'
    assert sorted((i["variety"], i["mintage"]) for i in issues_at(IT, *AQ20, year=1902)) == [("", 181), ("anchor", 115)]
    assert "restruck" in issues_at(IT, *AQ20, year=1908)[0]["comment"]


def test_the_italia_su_prora_dates_and_the_disputed_1931_anno_ix():
    # Il Giornale della Numismatica: 'Le quattro date emesse di questa tipologia sono: 1931-IX (22.293 pezzi), 1931-X
    # (11.540), 1932-X (9.081) e 1933-XI (6.464 esemplari)' (8,8 g, 900, 23,5 mm; 49.378 in all)
    # https://ilgiornaledellanumismatica.it/?p=8349
    # Montevecchia (Cronaca Numismatica n. 191): 'E' una moneta piuttosto comune (22.923 esemplari coniati)'
    # http://www.montevecchia.it/sito_falsi/tab_falsi_56.htm   -> 1931 anno IX null; BMC's 34,000 in the comment
    coin = find(IT, *MARINARA)
    assert {(i["year"], i["variety"]): i["mintage"] for i in coin["issues"]} == {
        (1931, "Anno IX"): None,
        (1931, "Anno X"): 11540,
        (1932, "Anno X"): 9081,
        (1933, "Anno XI"): 6464,
    }
    [ix] = [i for i in coin["issues"] if i["variety"] == "Anno IX"]
    assert all(figure in ix["comment"] for figure in ("22,293", "22,923", "34,000"))
    # the 50 lire of the same year: 'assieme alle 50 lire dello stesso anno (19.750 esemplari)', beside CCSNews' 32,380
    littore = find(IT, "gold-vittorio-emanuele-iii", "50-lire-vittorio-emanuele-iii-littore")
    [l1931] = [i for i in littore["issues"] if i["year"] == 1931]
    assert l1931["mintage"] == 32380 and "19,750" in l1931["comment"]


def test_the_papal_gold_follows_the_spanish_wikipedia_table():
    # Spanish Wikipedia, 'Lira pontificia' (read through a mirror): '100 liras Oro 0,900 32,25 35,50 Estriado R / 50 liras
    # Oro 0,900 16,12 28,50 Estriado R / 20 liras Oro 0,900 6,45 22,00 Estriado R / 10 liras Oro 0,900 3,22 19,50
    # Estriado R / 5 liras Oro 0,900 1,61 17,00 Estriado R'  https://es.m.wikipedia.org/wiki/Lira_pontificia
    # Rischio Calcolato: the papal 20 lire 'diametro 22 mm. – peso 6.45 grammi – oro 900 millesimi'
    # https://www.rischiocalcolato.it/blogosfera/20-lire-in-oro-di-papa-pio-ix-1846-1878-318163.html
    expected = {
        (PIUS_IX, "100-lire-pius-ix"): (32.25, 0.9, 35.5),
        (PIUS_IX, "50-lire-pius-ix"): (16.12, 0.9, 28.5),
        ("20-lire-pius-ix", "20-lire-pius-ix-small-bust"): (6.45, 0.9, 22.0),
        (PIUS_IX, "10-lire-pius-ix"): (3.22, 0.9, 19.5),
        (PIUS_IX, "5-lire-pius-ix-gold"): (1.61, 0.9, 17.0),
    }
    for (series, slug), figures in expected.items():
        coin = find(HS, series, slug)
        assert (coin["weight"], coin["fineness"], coin["size"]) == figures, slug
    # lmucoins.com: '50 Lire (XXII-XXIV) 1868-1870', '10 Lire (Large Bust, "P.", XXIII-XXV) 1866-1869', '10 Lire (Small
    # Bust, PON, XXI-XXII) 1866-1867'  https://lmucoins.com/papal-states
    assert (find(HS, PIUS_IX, "50-lire-pius-ix")["minYear"], find(HS, PIUS_IX, "50-lire-pius-ix")["maxYear"]) == (
        1868,
        1870,
    )
    assert (find(HS, PIUS_IX, "10-lire-pius-ix")["minYear"], find(HS, PIUS_IX, "10-lire-pius-ix")["maxYear"]) == (
        1866,
        1869,
    )


def test_no_figure_rests_on_a_copy_of_numista_any_more():
    # Stash of Coins (Numista N# 30044 and 38296) and Diario Show ('según reporta "Numista"') are no longer cited; the
    # figures they alone gave are null, with the relayed figures in the comments
    # http://admin.diarioshow.es/entretenimiento/2024/9/25/el-afortunado-que-se-tope-con-esta-moneda-de-1943-podria-hacerse-con-mas-de-3000-euros-52027.html
    for series, slug in (
        (PIUS_IX, "5-lire-pius-ix-gold"),
        ("100-lire-pius-xi", "100-lire-pius-xi"),
        ("100-lire-pius-xii", "100-lire-pius-xii-caritas"),
    ):
        coin = find(HS, series, slug)
        assert not [s for s in coin["sources"] if "stashofcoins" in s["url"] or "diarioshow" in s["url"]], slug
        assert all(i["mintage"] is None and "Numista" in i["comment"] for i in coin["issues"] if i["year"] != 1930), (
            slug
        )
    pius_xi = find(HS, "100-lire-pius-xi", "100-lire-pius-xi")
    assert [i["year"] for i in pius_xi["issues"]] == [1929, 1930] and pius_xi["references"] == []
    assert "10,000" in pius_xi["issues"][0]["comment"]
    caritas = find(HS, "100-lire-pius-xii", "100-lire-pius-xii-caritas")
    assert "5,000" in [i for i in caritas["issues"] if i["year"] == 1948][0]["comment"]


def test_the_sardinian_10_lire_of_vittorio_emanuele_ii_read_again():
    # Proiezioni di Borsa, the 10 lire of 1850: 'l'oro 900/1.000. Inoltre, ha un diametro di 18 mm ed un peso di 3,22 g'
    # https://www.proiezionidiborsa.it/chi-trova-la-lettera-p-su-questa-moneta-da-10-lire-potrebbe-avere-in-mano-un-tesoro-di-inestimabile-valore/
    coin = find(IT, "gold-vittorio-emanuele-ii-sardinia", "10-lire-vittorio-emanuele-ii-sardinia")
    assert (coin["weight"], coin["fineness"], coin["size"]) == (3.22, 0.9, 18.0)
