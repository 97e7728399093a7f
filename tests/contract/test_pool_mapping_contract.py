"""One suite for the PoolMapping port: the in-memory fake and the Peewee adapter (SQLite, PostgreSQL)."""

import pytest

from domain.errors import TokenNotFound
from domain.pool import MAX_TOKEN_ID, TokenMapping
from tests.fakes.pool import FakePoolMapping


def mapping(token_id: int, type_id: str = "101", condition: str = "bullion") -> TokenMapping:
    return TokenMapping(token_id=token_id, type_id=type_id, condition=condition)


class PoolMappingContract:
    def test_an_empty_pool_carries_no_token(self, pool):
        assert pool.all() == [] and pool.mappings([1, 2]) == {}
        with pytest.raises(TokenNotFound):
            pool.mapping(1)

    def test_replaced_mappings_read_back_by_id(self, pool):
        pool.replace([mapping(2, "102"), mapping(1)])
        assert pool.mapping(2) == mapping(2, "102")
        assert pool.mappings([1, 3, 2]) == {1: mapping(1), 2: mapping(2, "102")}
        assert pool.all() == [mapping(1), mapping(2, "102")]

    def test_ids_span_the_whole_uint256_range(self, pool):
        pool.replace([mapping(MAX_TOKEN_ID), mapping(0)])
        assert pool.mapping(MAX_TOKEN_ID).token_id == MAX_TOKEN_ID
        assert [m.token_id for m in pool.all()] == [0, MAX_TOKEN_ID]

    def test_a_replacement_leaves_exactly_the_new_mappings(self, pool):
        pool.replace([mapping(1), mapping(2)])
        pool.replace([mapping(2, "201", "extremely_fine"), mapping(3)])
        assert pool.all() == [mapping(2, "201", "extremely_fine"), mapping(3)]
        with pytest.raises(TokenNotFound):
            pool.mapping(1)

    def test_a_replacement_that_maps_an_id_twice_changes_nothing(self, pool):
        pool.replace([mapping(1)])
        with pytest.raises(Exception):
            pool.replace([mapping(5), mapping(5, "other")])
        assert pool.all() == [mapping(1)]

    def test_many_mappings_replace_in_one_go(self, pool):
        pool.replace(mapping(i) for i in range(1_200))
        assert len(pool.all()) == 1_200 and pool.mapping(1_199) == mapping(1_199)


class TestFakePoolMapping(PoolMappingContract):
    @pytest.fixture
    def pool(self):
        return FakePoolMapping()


class TestPeeweePoolMapping(PoolMappingContract):
    @pytest.fixture
    def pool(self, database):
        from adapters.storage.pool import PeeweePoolMapping

        return PeeweePoolMapping()
