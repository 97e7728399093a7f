"""Contains all the data models used in inputs/outputs"""

from .catalogue_identities import CatalogueIdentities
from .category import Category
from .coin_side import CoinSide
from .coin_type import CoinType
from .composition import Composition
from .encryption_session import EncryptionSession
from .error import Error
from .finish import Finish
from .get_catalogue_schema_response_200 import GetCatalogueSchemaResponse200
from .get_open_api_response_200 import GetOpenApiResponse200
from .health import Health
from .health_dependencies import HealthDependencies
from .health_dependencies_additional_property import HealthDependenciesAdditionalProperty
from .health_status import HealthStatus
from .highlighted_issuer import HighlightedIssuer
from .highlighted_issuers import HighlightedIssuers
from .holding import Holding
from .holdings_answer import Holdings
from .issue import Issue
from .issuer_detail import IssuerDetail
from .issuer_list_item import IssuerListItem
from .issuer_match import IssuerMatch
from .issuer_node import IssuerNode
from .issuer_page import IssuerPage
from .issuer_sort import IssuerSort
from .machine import Machine
from .machines_answer import Machines
from .melt_value import MeltValue
from .mint_detail import MintDetail
from .mint_list_item import MintListItem
from .mint_page import MintPage
from .mint_ref import MintRef
from .mint_series import MintSeries
from .number_range import NumberRange
from .odds_row import OddsRow
from .orientation import Orientation
from .picture import Picture
from .pool_entry import PoolEntry
from .prize import Prize
from .pull import Pull
from .pull_state import PullState
from .pulls_answer import Pulls
from .purity_label import PurityLabel
from .rates_answer import Rates
from .rates_table import RatesTable
from .ref import Ref
from .search_match import SearchMatch
from .series_detail import SeriesDetail
from .series_identity import SeriesIdentity
from .series_list_item import SeriesListItem
from .series_page import SeriesPage
from .session import Session
from .settlement import Settlement
from .shape import Shape
from .side_of_coin import Side
from .sign_in import SignIn
from .size_label import SizeLabel
from .slug_identity import SlugIdentity
from .source import Source
from .source_coverage import SourceCoverage
from .spot import Spot
from .stats import Stats
from .technique import Technique
from .token_attribute import TokenAttribute
from .token_metadata import TokenMetadata
from .type_change import TypeChange
from .type_change_change import TypeChangeChange
from .type_change_page import TypeChangePage
from .type_identity import TypeIdentity
from .type_identity_page import TypeIdentityPage
from .type_page import TypePage
from .type_sort import TypeSort
from .type_summary import TypeSummary
from .wallet import Wallet
from .wallet_body import WalletBody
from .year_range import YearRange

__all__ = (
    "CatalogueIdentities",
    "Category",
    "CoinSide",
    "CoinType",
    "Composition",
    "EncryptionSession",
    "Error",
    "Finish",
    "GetCatalogueSchemaResponse200",
    "GetOpenApiResponse200",
    "Health",
    "HealthDependencies",
    "HealthDependenciesAdditionalProperty",
    "HealthStatus",
    "HighlightedIssuer",
    "HighlightedIssuers",
    "Holding",
    "Holdings",
    "Issue",
    "IssuerDetail",
    "IssuerListItem",
    "IssuerMatch",
    "IssuerNode",
    "IssuerPage",
    "IssuerSort",
    "Machine",
    "Machines",
    "MeltValue",
    "MintDetail",
    "MintListItem",
    "MintPage",
    "MintRef",
    "MintSeries",
    "NumberRange",
    "OddsRow",
    "Orientation",
    "Picture",
    "PoolEntry",
    "Prize",
    "Pull",
    "Pulls",
    "PullState",
    "PurityLabel",
    "Rates",
    "RatesTable",
    "Ref",
    "SearchMatch",
    "SeriesDetail",
    "SeriesIdentity",
    "SeriesListItem",
    "SeriesPage",
    "Session",
    "Settlement",
    "Shape",
    "Side",
    "SignIn",
    "SizeLabel",
    "SlugIdentity",
    "Source",
    "SourceCoverage",
    "Spot",
    "Stats",
    "Technique",
    "TokenAttribute",
    "TokenMetadata",
    "TypeChange",
    "TypeChangeChange",
    "TypeChangePage",
    "TypeIdentity",
    "TypeIdentityPage",
    "TypePage",
    "TypeSort",
    "TypeSummary",
    "Wallet",
    "WalletBody",
    "YearRange",
)
