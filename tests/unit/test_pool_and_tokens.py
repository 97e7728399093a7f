import pytest

from domain.pool import TokenMapping, describe, describe_all, token_id_from_file
from domain.tokens import token_metadata, year_range
from tests.fakes.catalogue import type_summary

KRUGERRAND = type_summary(
    "101", "krugerrand-1oz", "Krugerrand 1 oz", thumbnail_url="https://cdn.test/k.png", cropped=True
)


@pytest.mark.parametrize(
    "file, token_id",
    [
        ("12.json", 12),
        ("12", 12),
        ("0.json", 0),
        ("0" * 63 + "c.json", 12),
        ("f" * 64 + ".json", 2**256 - 1),
        ("0" * 62 + "10.json", 16),  # 64 characters are the ERC-1155 hex form, even when all digits
        (str(2**256 - 1) + ".json", 2**256 - 1),
    ],
)
def test_a_metadata_file_names_its_token_in_decimal_or_erc1155_hex(file, token_id):
    assert token_id_from_file(file) == token_id


@pytest.mark.parametrize(
    "file",
    [
        "",
        ".json",
        "x.json",
        "1e3.json",
        "+1.json",
        "0x0c.json",
        "C" * 64 + ".json",
        str(2**256) + ".json",
        "1.json.json",
        "../1.json",
        "１２.json",
    ],
)
def test_anything_else_names_no_token(file):
    assert token_id_from_file(file) is None


def test_a_coin_is_named_by_root_issuer_and_title_with_our_crop_as_its_image():
    coin = describe(1, TokenMapping(token_id=1, type_id="101", condition="bullion"), KRUGERRAND)
    assert (coin.name, coin.issuer, coin.series, coin.fine_weight, coin.condition, coin.image) == (
        "South Africa Krugerrand 1 oz",
        "South Africa",
        "Krugerrand",
        31.1035,
        "bullion",
        "https://cdn.test/k.png",
    )


def test_an_uncropped_picture_never_stands_in_for_the_image():
    summary = type_summary("9", "s", "T", thumbnail_url="https://cdn.test/raw.jpg", cropped=False)
    assert describe(1, TokenMapping(token_id=1, type_id="9", condition="fine"), summary).image is None


def test_ids_without_a_mapping_or_a_type_describe_as_null():
    mappings = {1: TokenMapping(token_id=1, type_id="gone", condition="fine")}
    coins = describe_all([1, 2], mappings, {})
    assert coins[1].name is None and coins[2].condition is None


@pytest.mark.parametrize(
    "years, text",
    [((1967, None), "1967–present"), ((1911, 1932), "1911–1932"), ((1900, 1900), "1900"), ((None, None), None)],
)
def test_the_year_range_attribute(years, text):
    assert year_range(*years) == text


def test_metadata_links_the_type_page_and_omits_an_unknown_year_range():
    summary = type_summary(
        "5",
        "vreneli-20",
        "20 Francs",
        root=("switzerland", "Switzerland"),
        series=("vreneli", "Vreneli"),
        years=(None, None),
    )
    metadata = token_metadata(
        TokenMapping(token_id=4, type_id="5", condition="uncirculated"), summary, "https://coins.test/"
    )
    assert metadata.external_url == "https://coins.test/coins/switzerland/vreneli/vreneli-20"
    assert [a.trait_type for a in metadata.attributes] == ["Issuer", "Series", "Fine weight", "Fineness", "Condition"]
    assert metadata.name == "Switzerland 20 Francs" and "1,000,000" in metadata.description
