"""Published figures of the Italian Republic's gold euro coins (IPZS, Rome) read in issue 43, first session on
continental Europe: the types of the 20 and 50 euro gold series Europa delle Arti, Flora nell'Arte, Fauna nell'Arte and
the Torino 2006 50 euro were added to fixtures/catalogue/italy.json from it.wikipedia's 'Monete da 50 euro italiane',
its 'Monete da 20 euro italiane' (read on a mirror), Il Giornale della Numismatica, the Gazzetta Ufficiale decrees and
numismatic news pages named in each type's sources.

Only one figure struck was read: the 2015 20 euro. A figure a page gives as issued under a sale decree (the 2011 20 euro,
'1.500 pezzi emessi', read second-hand) stays in the issue's comment and the mintage stays null. The Vatican's gold euro
coins were searched for (Ufficio Filatelico e Numismatico, cfn.va, Italian numismatic news) but no page read gave a
full specification, so holy-see.json is unchanged.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

from tests.catalogue.bundled import pinned_mintages

IT = "italy"
SE = "euro-gold-commemoratives-italy"
FLORA = "20-euro-gold-flora-nell-arte"
EDA20 = "20-euro-gold-europa-delle-arti"
EDA50 = "50-euro-gold-europa-delle-arti"
FAUNA = "50-euro-gold-fauna-nell-arte"
TORINO = "50-euro-gold-torino-2006"

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Il Giornale della Numismatica, 'Arte, pace e storia nelle prime d'Italia 2015', p. 2: 'Il taglio inferiore, (900/..,
    # mm 21 per g 6,451) è dedicato al Neoclassicismo ... Milleduecento gli esemplari prodotti'
    # https://ilgiornaledellanumismatica.it/arte-pace-e-storia-nelle-prime-ditalia-2015/2
    (IT, SE, FLORA, 2015, "R", "proof", 1200),
    # Panorama Numismatico: 'Il decreto 29 luglio 2011 definisce le modalità di acquisto della moneta d'oro da 20 euro
    # della serie "Flora nell'Arte", millesimo 2011: i 1.500 pezzi emessi, in versione proof' (a sale decree's figure
    # read second-hand: comment only)  https://www.panorama-numismatico.com/emissioni-repubblica-italiana/
    (IT, SE, FLORA, 2011, "R", "proof", None),
    # Proiezioni di Borsa, AGAU News and the decrees of 20 December 2012 and 8 January 2016 name 2012-2014 and 2016; no
    # figure struck was read.
    (IT, SE, FLORA, 2013, "R", "proof", None),
    (IT, SE, FLORA, 2016, "R", "proof", None),
    # it.wikipedia 'Monete da 50 euro italiane': 'Titolo Oro 900 ± 1 ‰ / Peso 16,129 g ± 5 ‰ / Diametro 28 mm / Qualità
    # Proof'; '2003 Austria ... 2010 Ungheria', '2005 ... Olimpiadi Invernali Torino 2006', '2011 Roma antica ... 2016 Età
    # contemporanea'; 'la tiratura invece cambia da moneta a moneta' (no figure in the part read)
    # https://it.wikipedia.org/wiki/Monete_da_50_euro_italiane
    (IT, SE, EDA50, 2003, "R", "proof", None),
    (IT, SE, EDA50, 2010, "R", "proof", None),
    (IT, SE, TORINO, 2005, "R", "proof", None),
    (IT, SE, TORINO, 2006, "R", "proof", None),
    (IT, SE, FAUNA, 2011, "R", "proof", None),
    # TurismoItaliaNews, 50 euro Fauna nell'arte 2013: 'ha una tiratura annunciata di 1.500 esemplari, diametro 28
    # millimetri e peso di 16,13 grammi' (announced: comment only)
    # http://www.turismoitalianews.it/collezionismo/34-collezionismo/16529-gianfrancesco-gonzaga-primo-marchese-di-mantova-a-cavallo-sulla-moneta-aurea-dell-italia-la-serie-e-quella-della-fauna-nell-arte
    (IT, SE, FAUNA, 2013, "R", "proof", None),
    (IT, SE, FAUNA, 2016, "R", "proof", None),
    # it.wikipedia 'Monete da 20 euro italiane' (mirror): 'L'Italia ha iniziato a coniare monete in oro da € 20 nel 2003
    # ... diametro di 21mm, un peso di 6,45 grammi e sono in oro 900'; 2003 Italia, 2004 Belgio; decree of 23 January
    # 2008: 'monete d'oro da Euro 20 della serie «Europa delle Arti», dedicate ai Paesi Bassi, millesimo 2008'
    # https://sivegame.netlify.app/host-https-it.wikipedia.org/wiki/Monete_da_20_euro_italiane
    # https://it.vlex.com/vid/oro-europa-arti-dedicate-bassi-millesimo-35869758
    (IT, SE, EDA20, 2003, "R", "proof", None),
    (IT, SE, EDA20, 2004, "R", "proof", None),
    (IT, SE, EDA20, 2008, "R", "proof", None),
]

test_italy_euro_gold_mintages = pinned_mintages(ISSUES)
