"""Published figures of the asia area's coins (China, Japan, India, Saudi Arabia, Turkey, Peru, Chile, Colombia).

Each row pins weight, fineness, fine gold and diameter as the named source publishes them; a diameter the source
does not give is None and must stay null in the catalogue.
"""

from __future__ import annotations

import pytest

from tests.unit.test_bundled_catalogue import find

ROWS = [
    # People's Bank of China, announcement [2010] No. 18 (2011 Panda): contains 1 oz of pure gold, 32 mm, 99.9 %
    # http://big5.www.gov.cn/gate/big5/www.gov.cn/govweb/gzdt/2010-12/07/content_1761060.htm
    ("china", "panda", "panda-500-yuan-1oz", 31.1035, 0.999, 31.1035, 32.0),
    # same announcement: contains 1/20 oz of pure gold, 14 mm, 20 yuan
    ("china", "panda", "panda-20-yuan-1-20oz", 1.5552, 0.999, 1.5552, 14.0),
    # People's Bank of China, 2021 Panda: contains 30 g of pure gold, 32 mm, 99.9 %; 1 g in 10 mm
    # https://m.cqcb.com/wealth/2020-10-28/3189501_pc.html
    ("china", "panda", "panda-500-yuan-30g", 30.0, 0.999, 30.0, 32.0),
    ("china", "panda", "panda-10-yuan-1g", 1.0, 0.999, 1.0, 10.0),
    # Coinex, China 1992 gold Panda proof set: 1/10 oz, 18 mm, 10 yuan
    # http://coinex.com/gold_panda_coins/proof/china_1992_gold_panda_set/
    ("china", "panda", "panda-10-yuan-1-10oz", 3.1104, 0.999, 3.1104, 18.0),
    # 二十円硬貨 (encyclopedia article): new 20 yen, gold 90 %, 28.7878 mm, 16.6667 g, 15 g of pure gold by the
    # Coinage Act of 1897 — https://pedia.3rd-in.co.jp/wiki/%E4%BA%8C%E5%8D%81%E5%86%86%E7%A1%AC%E8%B2%A8
    ("japan", "meiji-gold-1897", "20-yen-meiji-1897", 16.6667, 0.9, 15.0, 28.7878),
    # same article: old 20 yen of 1871, gold 90 %, 35.0606 mm, 33.3333 g
    ("japan", "meiji-gold-1871", "20-yen-meiji-1870", 33.3333, 0.9, 30.0, 35.0606),
    # Coins in the Lucknow Museum, vol. 1 (Act XVII of 1835): 180 grains troy, eleven-twelfths fine
    # https://www.yumpu.com/en/document/view/52313434/coins-in-lucknow-mus-vol-01-56-mb-indiancoinsorg/262
    ("india", "mohur-william-iv", "mohur-william-iv-1835", 11.6638, 0.9167, 10.6918, None),
    # Numistoria, the Saudi gold guinea of 1950: 7.99 g, 917 fine, 22 mm
    # http://numistoria.altervista.org/blog/?p=14636
    ("saudi-arabia", "guinea", "1-guinea-1370", 7.99, 0.917, 7.3268, 22.0),
    # Cumhuriyet altını (Turkish encyclopedia article): birlik sikke 7.216 g, 22 carat; 22 mm from
    # https://ankarayapimarket.com/cumhuriyet-ata-altini-meskuk-nedir — https://tr.wikipedia.org/wiki/Cumhuriyet_alt%C4%B1n%C4%B1
    ("turkey", "republic-gold-sikke", "sikke-tam", 7.216, 0.9167, 6.6149, 22.0),
    # First Capital Gold, Peru gold libra: 7.9881 g, 22 mm, sovereign standard (113 grains fine)
    # https://www.firstcapitalgold.com/p/peru-gold-libra/
    ("peru", "libra", "1-libra", 7.98805, 0.9167, 7.3224, 22.0),
]


@pytest.mark.parametrize("root, series_slug, slug, weight, fineness, fine_weight, size", ROWS, ids=[r[2] for r in ROWS])
def test_the_catalogue_carries_the_published_figures(root, series_slug, slug, weight, fineness, fine_weight, size):
    coin = find(root, series_slug, slug)
    assert coin["weight"] == pytest.approx(weight, abs=1e-4)
    assert coin["fineness"] == pytest.approx(fineness, abs=1e-6)
    assert coin["fineWeight"] == pytest.approx(fine_weight, abs=1e-4)
    if size is None:
        assert coin["size"] is None
    else:
        assert coin["size"] == pytest.approx(size, abs=1e-6)


def test_panda_ounce_coins_run_yearly_from_1982_to_2015_and_gram_coins_from_2016():
    one_ounce = [
        find("china", "panda", slug) for slug in ("panda-1982-1oz", "panda-100-yuan-1oz", "panda-500-yuan-1oz")
    ]
    years = sorted(issue["year"] for coin in one_ounce for issue in coin["issues"])
    assert years == list(range(1982, 2016))
    assert [issue["year"] for issue in find("china", "panda", "panda-500-yuan-30g")["issues"]][0] == 2016


def test_the_peru_libra_lists_the_date_a_coin_page_shows():
    # Florinus, a 1917 Peruvian Republic 1 libra (the date 1917 below the arms):
    # https://www.florinus.lt/en/investment-gold/gold-coins/historical-gold-coins/south-american-gold-coins/1917-peruvian-republic-1-libra-gold-coin
    issues = find("peru", "libra", "1-libra")["issues"]
    assert {issue["year"] for issue in issues} >= {1917}


def test_the_2025_birlik_sikke_carries_the_darphane_figure_under_its_frozen_date():
    # hisse.net, from the Darphane's 2025 figures: 2,202,220 "tam" sikke of 2,556,157 sikke struck in 2025
    # https://www.hisse.net/haber/ne-gram-altin-ne-cumhuriyet-altini-uretimde-zirveye-yerlesti-47431
    issues = find("turkey", "republic-gold-sikke", "sikke-tam")["issues"]
    struck_2025 = [issue for issue in issues if issue["minYear"] == 2025 and issue["maxYear"] == 2025]
    assert [issue["mintage"] for issue in struck_2025] == [2202220]
    assert not struck_2025[0]["isDated"] and struck_2025[0]["year"] == 1923
