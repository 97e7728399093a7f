"""Germany's euro gold as the Federal Government's announcements give it (issue 43, continental Europe's depth).

Read in the first session on continental Europe by the germany_euro reader: the 49 announcements ("Bekanntmachung über
die Ausprägung von deutschen Euro-Gedenkmünzen ... (Goldmünze ...)") in data/de-euro-gold-announcements/texts/ (copied
unchanged from gesetze-im-internet.de via kmein/gesetze), each checked against the machine-made CSV beside them (every
row agreed with its text), and one look-up for the 50 euro "Gesundheit" of 2025 (gesetze-im-internet.de, Deutsches
Handwerksblatt, EMXpress).

Where a text says "Die Auflage der Münze beträgt N Stück" and the coin is struck "zu gleichen Teilen" at Berlin (A),
München (D), Stuttgart (F), Karlsruhe (G) and Hamburg (J), N is the mintage the decree sets and each mint mark has N/5:
the hundreds of 2002-2015, the 20 euro German Forest of 2010-2015 (whose texts say "Die limitierte Auflage ... beträgt
N Stück", without "maximal") and the 50 euro Luther rose of 2017. "maximal N" is a limit and "ca. N" an estimate: they
stay in the issues' comments and the mintage stays null (the grey seal keeps the 22,200 per mint an earlier session
read on goldrechner24). From 2024 the texts give no figure. No KM number for the euro gold was found on a readable page.

Pure Python over the bundled catalogue (fixtures/catalogue/*.json).
"""

from __future__ import annotations

import pytest

from tests.catalogue.bundled import find, pinned_mintages

DE = "germany"
EG = "euro-gold"
LETTERS = ["A", "D", "F", "G", "J"]

# root, series, type, year, mint letter, finish, mintage
ISSUES = [
    # Münz100EuroBek, Goldmünze „UNESCO Weltkulturerbestadt Quedlinburg“ (BGBl. I 2003, 1899): 'Die Auflage der Münze
    # beträgt 400.000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen "A"),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek/BJNR189900003.html
    *[(DE, EG, "100-euro-quedlinburg", 2003, letter, "uncirculated", 80000) for letter in LETTERS],
    # Münz100EuroBek_2004, Goldmünze „UNESCO-Weltkulturerbestadt Bamberg“ (BGBl. I 2004, 2315): 'Die Auflage der Münze
    # beträgt 400.000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen "A"),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2004/BJNR231500004.html
    *[(DE, EG, "100-euro-bamberg", 2004, letter, "uncirculated", 80000) for letter in LETTERS],
    # Münz100EuroBek_2005, Goldmünze „FIFA Fußball-Weltmeisterschaft in Deutschland 2006“ (BGBl. I 2005, 2541): 'Die
    # Auflage der Münze beträgt 350.000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen "A"), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2005/BJNR254100005.html
    *[(DE, EG, "100-euro-fifa-world-cup-2006", 2005, letter, "uncirculated", 70000) for letter in LETTERS],
    # Münz100EuroBek_2006, Goldmünze „UNESCO Welterbe – Klassisches Weimar“ (BGBl. I 2006, 2118): 'Die Auflage der
    # Münze beträgt 350.000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # "A"), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2006/BJNR211800006.html
    *[(DE, EG, "100-euro-classical-weimar", 2006, letter, "uncirculated", 70000) for letter in LETTERS],
    # Münz100EuroBek_2007, Goldmünze „UNESCO Welterbe — Hansestadt Lübeck“ (BGBl. I 2007, 2298): 'Die Auflage der
    # Münze beträgt 330.000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2007/BJNR229800007.html
    *[(DE, EG, "100-euro-lubeck", 2007, letter, "uncirculated", 66000) for letter in LETTERS],
    # Münz100EuroBek_2008, Goldmünze „UNESCO Welterbe Altstadt Goslar – Bergwerk Rammelsberg“ (juris BJNR178600008):
    # 'Die Auflage der Münze beträgt 320 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2008/BJNR178600008.html
    *[(DE, EG, "100-euro-goslar", 2008, letter, "uncirculated", 64000) for letter in LETTERS],
    # Münz100EuroBek_2009-07-31, Goldmünze „UNESCO Welterbe Römische Baudenkmäler - Dom und Liebfrauenkirche in Trier“
    # (juris BJNR299500009): 'Die Auflage der Münze beträgt 320 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in
    # den Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2009-07-31/BJNR299500009.html
    *[(DE, EG, "100-euro-trier", 2009, letter, "uncirculated", 64000) for letter in LETTERS],
    # Münz100EuroBek_2010, Goldmünze „UNESCO Welterbe Würzburger Residenz und Hofgarten“ (BGBl. I 2010, 1243): 'Die
    # Auflage der Münze beträgt 320 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2010/BJNR124300010.html
    *[(DE, EG, "100-euro-wurzburg-residence", 2010, letter, "uncirculated", 64000) for letter in LETTERS],
    # Münz100EuroBek_2011, Goldmünze „UNESCO Welterbe Wartburg“ (BGBl. I 2011, 2079): 'Die Auflage der Münze beträgt
    # 300 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München
    # („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2011/BJNR207900011.html
    *[(DE, EG, "100-euro-wartburg", 2011, letter, "uncirculated", 60000) for letter in LETTERS],
    # Münz100EuroBek_2012, Goldmünze „UNESCO Welterbe - Dom zu Aachen“ (BGBl. I S. 2174): 'Die Auflage der Münze
    # beträgt 270 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2012/BJNR217400012.html
    *[(DE, EG, "100-euro-aachen-cathedral", 2012, letter, "uncirculated", 54000) for letter in LETTERS],
    # Münz100EuroBek_2014-02-28, Goldmünze „UNESCO Welterbe Gartenreich Dessau-Wörlitz“ (BGBl. I 2014, 252): 'Die
    # Auflage der Münze beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2014-02-28/BJNR025200014.html
    *[(DE, EG, "100-euro-dessau-worlitz", 2013, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz100EuroBek_2015-06-23, Goldmünze „UNESCO Welterbe Kloster Lorsch“ (BGBl. I 2015, 1105): 'Die Auflage der
    # Münze beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2015-06-23/BJNR110500015.html
    *[(DE, EG, "100-euro-lorsch-abbey", 2014, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz100EuroBek_2016-04-04, Goldmünze „UNESCO Welterbe - Oberes Mittelrheintal“ (BGBl. I 2016, 748): 'Die Auflage
    # der Münze beträgt 163 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2016-04-04/BJNR074800016.html
    *[(DE, EG, "100-euro-upper-middle-rhine", 2015, letter, "uncirculated", 32600) for letter in LETTERS],
    # Münz100EuroBek_2016-12-01, Goldmünze „UNESCO Welterbe - Altstadt Regensburg mit Stadtamhof“ (BGBl. I 2016,
    # 2983): 'Die Auflage der Münze beträgt ca. 150 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2016-12-01/BJNR298300016.html
    *[(DE, EG, "100-euro-regensburg", 2016, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2017-10-23, Goldmünze „UNESCO Welterbe - Luthergedenkstätten Eisleben und Wittenberg“ (juris
    # BJNR362700017): 'Die Auflage der Münze beträgt ca. 160 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2017-10-23/BJNR362700017.html
    *[(DE, EG, "100-euro-luther-memorials", 2017, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2019-08-07, Goldmünze „UNESCO Welterbe – Schlösser Augustusburg und Falkenlust in Brühl“ (BGBl. I
    # 2019, 1378): 'Die Auflage der Münze beträgt maximal 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in
    # den Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2019-08-07/BJNR137800019.html
    *[(DE, EG, "100-euro-augustusburg-falkenlust", 2018, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2019-10-08, Goldmünze „UNESCO Welterbe Dom zu Speyer“ (BGBl. I 2019, 1541): 'Die Auflage der
    # Münze beträgt maximal 175 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2019-10-08/BJNR154100019.html
    *[(DE, EG, "100-euro-speyer-cathedral", 2019, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2021-02-08, Goldmünze „Einigkeit“ (BGBl. I 2021, 256): 'Die Auflage der Münze beträgt maximal 180
    # 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2021-02-08/BJNR025600021.html
    *[(DE, EG, "100-euro-unity", 2020, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2021-09-15, Goldmünze „Recht“ (BGBl. I 2021, 4647): 'Die Auflage der Münze beträgt maximal 180
    # 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2021-09-15/BJNR464700021.html
    *[(DE, EG, "100-euro-justice", 2021, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2022-09-12, Goldmünze „Freiheit“ (BGBl. I 2022, 1510): 'Die Auflage der Münze beträgt maximal 175
    # 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2022-09-12/BJNR151000022.html
    *[(DE, EG, "100-euro-freedom", 2022, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2023-12-11, Goldmünze „Faust“ (BGBl. 2023 I Nr. 399, S. 2): 'Die Auflage der Münze beträgt
    # maximal 160 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2023-12-11/BJNR18F0A0023.html
    *[(DE, EG, "100-euro-faust", 2023, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2024-02-20, Goldmünze „Der zerbrochene Krug (Kleist)“ (BGBl. 2024 I Nr. 77, S. 2): (no mintage
    # stated) ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2024-02-20/BJNR04D0A0024.html
    *[(DE, EG, "100-euro-der-zerbrochne-krug", 2024, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100EuroBek_2025-11-06, Goldmünze „Aus dem Leben eines Taugenichts (Joseph von Eichendorff)“ (BGBl. 2025 I
    # Nr. 270, S. 2): (no mintage stated) ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2025-11-06/BJNR10E0A0025.html
    *[(DE, EG, "100-euro-aus-dem-leben-eines-taugenichts", 2025, letter, "uncirculated", None) for letter in LETTERS],
    # Münz100_200EuroBek, Goldmünze „Übergang zur Währungsunion - Einführung des Euro“ (BGBl. I 2002, 1339): 'Die
    # Auflage der Münze beträgt - bei der 100-Euro-Goldmünze 500.000 Stück, - bei der 200-Euro-Goldmünze 100.000
    # Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen "A"), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100_200eurobek/BJNR133900002.html
    *[(DE, EG, "100-euro-introduction-of-the-euro", 2002, letter, "uncirculated", 100000) for letter in LETTERS],
    # Münz100_200EuroBek, Goldmünze „Übergang zur Währungsunion - Einführung des Euro“ (BGBl. I 2002, 1339): 'Die
    # Auflage der Münze beträgt - bei der 100-Euro-Goldmünze 500.000 Stück, - bei der 200-Euro-Goldmünze 100.000
    # Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen "A"), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz100_200eurobek/BJNR133900002.html
    *[(DE, EG, "200-euro-introduction-of-the-euro", 2002, letter, "uncirculated", 20000) for letter in LETTERS],
    # Münz20EuroBek_2010, Goldmünze „Eiche“ (BGBl. I 2010, 609): 'Die limitierte Auflage der 20-Euro-Goldmünze „Eiche“
    # beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2010/BJNR060900010.html
    *[(DE, EG, "20-euro-german-forest-oak", 2010, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz20EuroBek_2011, Goldmünze „Buche“ (BGBl. I 2011, 1551): 'Die limitierte Auflage der 20-Euro-Goldmünze
    # „Buche“ beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2011/BJNR155100011.html
    *[(DE, EG, "20-euro-german-forest-beech", 2011, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz20EuroBek_2012, Goldmünze „Fichte“ (BGBl. I 2012, 1235): 'Die limitierte Auflage der 20-Euro-Goldmünze
    # „Fichte“ beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2012/BJNR123500012.html
    *[(DE, EG, "20-euro-german-forest-spruce", 2012, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz20EuroBek_2013, Goldmünze „Kiefer“ (BGBl. I 2013, 2535): 'Die limitierte Auflage der 20-Euro-Goldmünze
    # „Kiefer“ beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2013/BJNR253500013.html
    *[(DE, EG, "20-euro-german-forest-pine", 2013, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz20EuroBek_2015-06-23, Goldmünze „Kastanie“ (BGBl. I 2015, 1108): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Kastanie“ beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten
    # Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2015-06-23/BJNR110800015.html
    *[(DE, EG, "20-euro-german-forest-chestnut", 2014, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz20EuroBek_2015-06-23_2, Goldmünze „Linde“ (BGBl. I 2015, 1109): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Linde“ beträgt 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten
    # Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2015-06-23_2/BJNR110900015.html
    *[(DE, EG, "20-euro-german-forest-lime", 2015, letter, "uncirculated", 40000) for letter in LETTERS],
    # Münz20EuroBek_2016-07-11, Goldmünze „Nachtigall“ (BGBl. I 2016, 1583): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Nachtigall“ beträgt maximal 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2016-07-11/BJNR158300016.html
    *[(DE, EG, "20-euro-native-birds-nightingale", 2016, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2017-10-23_1, Goldmünze „Pirol“ (juris BJNR362800017): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Pirol“ beträgt maximal 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2017-10-23_1/BJNR362800017.html
    *[(DE, EG, "20-euro-native-birds-golden-oriole", 2017, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2018-07-23_4, Goldmünze „Uhu“ (BGBl. I 2018, 1210): 'Die limitierte Auflage der 20-Euro-Goldmünze
    # „Uhu“ beträgt maximal 200 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2018-07-23_4/BJNR121000018.html
    *[(DE, EG, "20-euro-native-birds-eagle-owl", 2018, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2019-08-07_4, Goldmünze „Wanderfalke“ (BGBl. I 2019, 1381): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Wanderfalke“ beträgt maximal 175 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2019-08-07_4/BJNR138100019.html
    *[(DE, EG, "20-euro-native-birds-peregrine-falcon", 2019, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2020-08-20_1, Goldmünze „Weißstorch“ (BGBl. I 2020, 2011): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Weißstorch“ beträgt maximal 180 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2020-08-20_1/BJNR201100020.html
    *[(DE, EG, "20-euro-native-birds-white-stork", 2020, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2021-06-21_2, Goldmünze „Schwarzspecht“ (BGBl. I 2021, 2264): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Schwarzspecht“ beträgt maximal 150 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2021-06-21_2/BJNR226400021.html
    *[(DE, EG, "20-euro-native-birds-black-woodpecker", 2021, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2022-04-06_2, Goldmünze „Kegelrobbe“ (BGBl. I 2022, 724): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Kegelrobbe“ beträgt maximal 165 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2022-04-06_2/BJNR072400022.html
    # The 22,200 per mint an earlier session read on goldrechner24 stands beside the announcement's limit:
    # https://goldrechner24.de/die-deutschen-goldmuenzen-des-jahres-2022/
    *[(DE, EG, "20-euro-return-of-wildlife-grey-seal", 2022, letter, "uncirculated", 22200) for letter in LETTERS],
    # Münz20EuroBek_2023-08-11, Goldmünze „Steinbock“ (BGBl. 2023 I Nr. 244, S. 2): 'Die limitierte Auflage der
    # 20-Euro-Goldmünze „Steinbock“ beträgt maximal 120 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den
    # Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ...
    # geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2023-08-11/BJNR0F40A0023.html
    *[(DE, EG, "20-euro-return-of-wildlife-ibex", 2023, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2024-02-20, Goldmünze „Biber“ (BGBl. 2024 I Nr. 80, S. 2): (no mintage stated) ... 'Die Münze wird
    # zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“)
    # und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2024-02-20/BJNR0500A0024.html
    *[(DE, EG, "20-euro-return-of-wildlife-beaver", 2024, letter, "uncirculated", None) for letter in LETTERS],
    # Münz20EuroBek_2025-11-06_2, Goldmünze „Luchs“ (BGBl. 2025 I Nr. 273, S. 2): (no mintage stated) ... 'Die Münze
    # wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe
    # („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2025-11-06_2/BJNR1110A0025.html
    *[(DE, EG, "20-euro-return-of-wildlife-lynx", 2025, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2017-05-15, Goldmünze „Lutherrose“ (BGBl. I 2017, 1221): 'Die Auflage der Münze beträgt 150 000
    # Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München („D“),
    # Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2017-05-15/BJNR122100017.html
    *[(DE, EG, "50-euro-luther-rose", 2017, letter, "uncirculated", 30000) for letter in LETTERS],
    # Münz50EuroBek_2018-08-02, Goldmünze „Kontrabass“ (BGBl. I 2018, 1322): 'Die Auflage der Münze beträgt maximal
    # 105 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen „A“), München
    # („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2018-08-02/BJNR132200018.html
    *[(DE, EG, "50-euro-double-bass", 2018, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2019-08-28, Goldmünze „Hammerflügel“ (BGBl. I 2019, 1383): 'Die Auflage der 50-Euro-Goldmünze
    # „Hammerflügel“ beträgt maximal 150 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2019-08-28/BJNR138300019.html
    *[(DE, EG, "50-euro-fortepiano", 2019, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2020-08-20, Goldmünze „Orchesterhorn“ (BGBl. I 2020, 2013): 'Die Auflage der 50-Euro-Goldmünze
    # „Orchesterhorn“ beträgt maximal 150 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin
    # (Münzzeichen „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2020-08-20/BJNR201300020.html
    *[(DE, EG, "50-euro-orchestral-horn", 2020, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2021-06-21, Goldmünze „Pauke“ (BGBl. I 2021, 2266): 'Die Auflage der 50-Euro-Goldmünze „Pauke“
    # beträgt maximal 120 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Münzzeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2021-06-21/BJNR226600021.html
    *[(DE, EG, "50-euro-timpani", 2021, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2022-09-12, Goldmünze „Konzertgitarre“ (BGBl. I 2022, 1512): 'Die Auflage der Münze beträgt
    # maximal 120 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2022-09-12/BJNR151200022.html
    *[(DE, EG, "50-euro-concert-guitar", 2022, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2023-10-06, Goldmünze „Ernährung“ (BGBl. 2023 I Nr. 300, S. 2): 'Die Auflage der Münze beträgt
    # maximal 100 000 Stück.' ... 'Die Münze wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“),
    # München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2023-10-06/BJNR12C0A0023.html
    *[(DE, EG, "50-euro-german-crafts-food", 2023, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2024-02-20, Goldmünze „Mobilität“ (BGBl. 2024 I Nr. 89, S. 2): (no mintage stated) ... 'Die Münze
    # wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“), München („D“), Stuttgart („F“), Karlsruhe
    # („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2024-02-20/BJNR0590A0024.html
    *[(DE, EG, "50-euro-german-crafts-mobility", 2024, letter, "uncirculated", None) for letter in LETTERS],
    # Münz50EuroBek_2025-11-06, Goldmünze „Gesundheit“ (BGBl. 2025 I Nr. 274, S. 2): (no mintage stated) ... 'Die
    # Münze wird zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen „A“), München („D“), Stuttgart („F“),
    # Karlsruhe („G“) und Hamburg („J“) ... geprägt'
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2025-11-06/BJNR1120A0025.html
    *[(DE, EG, "50-euro-german-crafts-health", 2025, letter, "uncirculated", None) for letter in LETTERS],
]

test_germanys_euro_gold_carries_the_mintages_its_announcements_set = pinned_mintages(ISSUES)

# type, year, weight (g), diameter (mm), image-side designers, value-side designers (None: the text names none apart),
# each as its announcement (the address above the row) gives them
SPECIFICATIONS = [
    # https://www.gesetze-im-internet.de/m_nz100eurobek/BJNR189900003.html
    ("100-euro-quedlinburg", 2003, 15.55, 28.0, ["Agatha Kill"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2004/BJNR231500004.html
    ("100-euro-bamberg", 2004, 15.55, 28.0, ["Ulrich Böhme"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2005/BJNR254100005.html
    ("100-euro-fifa-world-cup-2006", 2005, 15.55, 28.0, ["Heinz Hoyer"], ["Erich Ott"]),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2006/BJNR211800006.html
    ("100-euro-classical-weimar", 2006, 15.55, 28.0, ["Dietrich Dorfstecher"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2007/BJNR229800007.html
    ("100-euro-lubeck", 2007, 15.55, 28.0, ["Bodo Broschat"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2008/BJNR178600008.html
    ("100-euro-goslar", 2008, 15.55, 28.0, ["Wolfgang Th. Doehm"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2009-07-31/BJNR299500009.html
    ("100-euro-trier", 2009, 15.55, 28.0, ["Michael Otto"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2010/BJNR124300010.html
    ("100-euro-wurzburg-residence", 2010, 15.55, 28.0, ["Dietrich Dorfstecher"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2011/BJNR207900011.html
    ("100-euro-wartburg", 2011, 15.55, 28.0, ["Wolfgang Reuter"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2012/BJNR217400012.html
    ("100-euro-aachen-cathedral", 2012, 15.55, 28.0, ["Erich Ott"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2014-02-28/BJNR025200014.html
    ("100-euro-dessau-worlitz", 2013, 15.55, 28.0, ["Lorenz Crössmann"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2015-06-23/BJNR110500015.html
    ("100-euro-lorsch-abbey", 2014, 15.55, 28.0, ["Frantisek Chochola"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2016-04-04/BJNR074800016.html
    ("100-euro-upper-middle-rhine", 2015, 15.55, 28.0, ["Friedrich Brenner"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2016-12-01/BJNR298300016.html
    ("100-euro-regensburg", 2016, 15.55, 28.0, ["Friedrich Brenner"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2017-10-23/BJNR362700017.html
    ("100-euro-luther-memorials", 2017, 15.55, 28.0, ["Bastian Prillwitz"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2019-08-07/BJNR137800019.html
    ("100-euro-augustusburg-falkenlust", 2018, 15.55, 28.0, ["Bastian Prillwitz"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2019-10-08/BJNR154100019.html
    ("100-euro-speyer-cathedral", 2019, 15.55, 28.0, ["Bodo Broschat"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2021-02-08/BJNR025600021.html
    ("100-euro-unity", 2020, 15.55, 28.0, ["Bastian Prillwitz"], ["Andre Witting"]),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2021-09-15/BJNR464700021.html
    ("100-euro-justice", 2021, 15.55, 28.0, ["Bastian Prillwitz"], ["Andre Witting"]),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2022-09-12/BJNR151000022.html
    ("100-euro-freedom", 2022, 15.55, 28.0, ["Bastian Prillwitz"], ["Andre Witting"]),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2023-12-11/BJNR18F0A0023.html
    ("100-euro-faust", 2023, 15.55, 28.0, ["Michael Otto"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2024-02-20/BJNR04D0A0024.html
    ("100-euro-der-zerbrochne-krug", 2024, 15.55, 28.0, ["Bodo Broschat"], None),
    # https://www.gesetze-im-internet.de/m_nz100eurobek_2025-11-06/BJNR10E0A0025.html
    ("100-euro-aus-dem-leben-eines-taugenichts", 2025, 15.55, 28.0, ["Bastian Prillwitz"], None),
    # https://www.gesetze-im-internet.de/m_nz100_200eurobek/BJNR133900002.html
    ("100-euro-introduction-of-the-euro", 2002, 15.55, 28.0, ["Anton Zvone Jezovsek"], None),
    # https://www.gesetze-im-internet.de/m_nz100_200eurobek/BJNR133900002.html
    ("200-euro-introduction-of-the-euro", 2002, 31.1, 32.5, ["Anton Zvone Jezovsek"], None),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2010/BJNR060900010.html
    ("20-euro-german-forest-oak", 2010, 3.89, 17.5, ["Heinz Hoyer"], ["Frantisek Chochola"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2011/BJNR155100011.html
    ("20-euro-german-forest-beech", 2011, 3.89, 17.5, ["Frantisek Chochola"], ["Frantisek Chochola"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2012/BJNR123500012.html
    ("20-euro-german-forest-spruce", 2012, 3.89, 17.5, ["Frantisek Chochola"], ["Frantisek Chochola"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2013/BJNR253500013.html
    ("20-euro-german-forest-pine", 2013, 3.89, 17.5, ["Frantisek Chochola"], ["Frantisek Chochola"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2015-06-23/BJNR110800015.html
    ("20-euro-german-forest-chestnut", 2014, 3.89, 17.5, ["Heinz Hoyer"], ["Frantisek Chochola"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2015-06-23_2/BJNR110900015.html
    ("20-euro-german-forest-lime", 2015, 3.89, 17.5, ["Frantisek Chochola"], ["Frantisek Chochola"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2016-07-11/BJNR158300016.html
    ("20-euro-native-birds-nightingale", 2016, 3.89, 17.5, ["Bodo Broschat"], ["Adelheid Fuss"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2017-10-23_1/BJNR362800017.html
    ("20-euro-native-birds-golden-oriole", 2017, 3.89, 17.5, ["Frantisek Chochola"], ["Adelheid Fuss"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2018-07-23_4/BJNR121000018.html
    ("20-euro-native-birds-eagle-owl", 2018, 3.89, 17.5, ["Adelheid Fuss"], None),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2019-08-07_4/BJNR138100019.html
    ("20-euro-native-birds-peregrine-falcon", 2019, 3.89, 17.5, ["Bodo Broschat"], ["Adelheid Fuss"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2020-08-20_1/BJNR201100020.html
    ("20-euro-native-birds-white-stork", 2020, 3.89, 17.5, ["Adelheid Fuss"], None),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2021-06-21_2/BJNR226400021.html
    ("20-euro-native-birds-black-woodpecker", 2021, 3.89, 17.5, ["Frantisek Chochola"], ["Adelheid Fuss"]),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2022-04-06_2/BJNR072400022.html
    ("20-euro-return-of-wildlife-grey-seal", 2022, 3.89, 17.5, ["Olaf Stoy"], None),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2023-08-11/BJNR0F40A0023.html
    ("20-euro-return-of-wildlife-ibex", 2023, 3.89, 17.5, ["Marianne Dietz"], None),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2024-02-20/BJNR0500A0024.html
    ("20-euro-return-of-wildlife-beaver", 2024, 3.89, 17.5, ["Natalie Tekampe"], None),
    # https://www.gesetze-im-internet.de/m_nz20eurobek_2025-11-06_2/BJNR1110A0025.html
    ("20-euro-return-of-wildlife-lynx", 2025, 3.89, 17.5, ["Natalie Tekampe"], None),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2017-05-15/BJNR122100017.html
    ("50-euro-luther-rose", 2017, 7.78, 20.0, ["Adelheid Fuss"], None),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2018-08-02/BJNR132200018.html
    ("50-euro-double-bass", 2018, 7.78, 22.0, ["Erich Ott"], None),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2019-08-28/BJNR138300019.html
    ("50-euro-fortepiano", 2019, 7.78, 22.0, ["Erich Ott"], None),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2020-08-20/BJNR201300020.html
    ("50-euro-orchestral-horn", 2020, 7.78, 22.0, ["Jordi Truxa"], ["Erich Ott"]),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2021-06-21/BJNR226600021.html
    ("50-euro-timpani", 2021, 7.78, 22.0, ["Elena Gerber"], ["Erich Ott"]),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2022-09-12/BJNR151200022.html
    ("50-euro-concert-guitar", 2022, 7.78, 22.0, ["Jordi Truxa"], ["Erich Ott"]),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2023-10-06/BJNR12C0A0023.html
    ("50-euro-german-crafts-food", 2023, 7.78, 22.0, ["Elena Gerber"], None),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2024-02-20/BJNR0590A0024.html
    ("50-euro-german-crafts-mobility", 2024, 7.78, 22.0, ["Stefanie Radtke"], None),
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2025-11-06/BJNR1120A0025.html
    ("50-euro-german-crafts-health", 2025, 7.78, 22.0, ["Grazyna Jolanta Lindau"], None),
]


@pytest.mark.parametrize(
    "slug, year, weight, size, image_side, value_side", SPECIFICATIONS, ids=[r[0] for r in SPECIFICATIONS]
)
def test_germanys_euro_gold_carries_its_announced_specification(slug, year, weight, size, image_side, value_side):
    coin = find(DE, EG, slug)
    assert (coin["minYear"], coin["maxYear"]) == (year, year)
    assert coin["weight"] == pytest.approx(weight) and coin["size"] == pytest.approx(size)
    assert coin["fineness"] == pytest.approx(0.9999)
    sides = {s["side"]: s for s in coin["sides"]}
    # "Der Münzrand ist geriffelt" / "wird geriffelt ausgeführt" in every text but the 200 euro's
    if slug != "200-euro-introduction-of-the-euro":
        assert "reeded" in sides["edge"]["description"].lower()
    # Bamberg keeps Werner Mebert beside Ulrich Böhme (Historia Hamburg); its announcement names Böhme
    assert set(image_side) <= set(sides["obverse"]["engravers"])
    if value_side:
        assert sides["reverse"]["engravers"] == value_side
    assert any(src["url"].startswith("https://www.gesetze-im-internet.de/") for src in coin["sources"])


def test_the_two_hundred_euro_has_the_lettered_edge_of_its_announcement():
    # Münz100_200EuroBek (BGBl. I 2002, 1339): 'Der Münzrand der 200-Euro-Goldmünze ist glatt und enthält in vertiefter
    # Prägung die Inschrift: "IM..ZEICHEN..DER..EINIGUNG..EUROPAS...."'
    # https://www.gesetze-im-internet.de/m_nz100_200eurobek/BJNR133900002.html
    coin = find(DE, EG, "200-euro-introduction-of-the-euro")
    (edge,) = [s for s in coin["sides"] if s["side"] == "edge"]
    assert edge["lettering"] == "IM ZEICHEN DER EINIGUNG EUROPAS"


def test_the_health_fifty_of_2025_is_listed_at_its_five_mints():
    # Münz50EuroBek 2025-11-06 (BGBl. 2025 I Nr. 274): 'eine 50-Euro-Goldmünze „Gesundheit“ ... die dritte Ausgabe im
    # Rahmen der fünfteiligen Serie „Deutsches Handwerk“ ... zu gleichen Teilen in den Münzstätten Berlin (Prägezeichen
    # „A“), München („D“), Stuttgart („F“), Karlsruhe („G“) und Hamburg („J“) ... Feingehalt von 999,9 Tausendteilen ...
    # Durchmesser von 22 Millimetern und eine Masse von 7,78 Gramm. Der Entwurf der Münze stammt von der Künstlerin
    # Grazyna Jolanta Lindau aus Bern (CH) ... die Jahreszahl „2025“'; no mintage.
    # https://www.gesetze-im-internet.de/m_nz50eurobek_2025-11-06/BJNR1120A0025.html
    # Deutsches Handwerksblatt: 'In diesem Jahr sind es die Gesundheitshandwerke. Die Münze kann seit dem 11. August
    # gekauft werden.' https://www.handwerksblatt.de/panorama/50-euro-sammlermuenze-ehrt-das-gestaltende-handwerk
    # EMXpress on the series: 'In Stempelglanz-Qualität geprägt'
    # http://www.emxpress.de/2023/06/12/neue-goldmuenzenserie-deutsches-handwerk/
    coin = find(DE, EG, "50-euro-german-crafts-health")
    assert (coin["value"], coin["currency"], coin["minYear"], coin["maxYear"]) == ("50 Euro", "Euro", 2025, 2025)
    assert (coin["weight"], coin["fineness"], coin["fineWeight"], coin["size"]) == (7.78, 0.9999, 7.7792, 22.0)
    assert [(i["year"], i["mintLetter"], i["finish"], i["mintage"]) for i in coin["issues"]] == [
        (2025, letter, "uncirculated", None) for letter in LETTERS
    ]
    assert "Gesundheit" in coin["aliases"]


# type, the announced figure, its qualifier: each quoted in the ISSUES comments above
LIMITS = [
    ("100-euro-regensburg", 150000, "ca."),
    ("100-euro-luther-memorials", 160000, "ca."),
    ("100-euro-augustusburg-falkenlust", 200000, "maximal"),
    ("100-euro-speyer-cathedral", 175000, "maximal"),
    ("100-euro-unity", 180000, "maximal"),
    ("100-euro-justice", 180000, "maximal"),
    ("100-euro-freedom", 175000, "maximal"),
    ("100-euro-faust", 160000, "maximal"),
    ("20-euro-native-birds-nightingale", 200000, "maximal"),
    ("20-euro-native-birds-golden-oriole", 200000, "maximal"),
    ("20-euro-native-birds-eagle-owl", 200000, "maximal"),
    ("20-euro-native-birds-peregrine-falcon", 175000, "maximal"),
    ("20-euro-native-birds-white-stork", 180000, "maximal"),
    ("20-euro-native-birds-black-woodpecker", 150000, "maximal"),
    ("20-euro-return-of-wildlife-grey-seal", 165000, "maximal"),
    ("20-euro-return-of-wildlife-ibex", 120000, "maximal"),
    ("50-euro-double-bass", 105000, "maximal"),
    ("50-euro-fortepiano", 150000, "maximal"),
    ("50-euro-orchestral-horn", 150000, "maximal"),
    ("50-euro-timpani", 120000, "maximal"),
    ("50-euro-concert-guitar", 120000, "maximal"),
    ("50-euro-german-crafts-food", 100000, "maximal"),
]


@pytest.mark.parametrize("slug, figure, qualifier", LIMITS, ids=[r[0] for r in LIMITS])
def test_an_announced_limit_or_estimate_stays_in_the_issue_comments(slug, figure, qualifier):
    for issue in find(DE, EG, slug)["issues"]:
        assert f"{figure:,}" in (issue["comment"] or "") and f"'{qualifier}'" in issue["comment"], issue["mintLetter"]
