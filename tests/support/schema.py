"""A database's schema as sorted text lines, to compare two databases' schemas (SQLite or PostgreSQL).

    lines = schema_lines(database)   # a bound peewee database, or the storage proxy

One line per table, column (type, NOT NULL, default, primary key), index (unique, its columns with order,
NULLS placement and collation, partial predicate) and foreign key (columns, target, ON DELETE). Catalogue
tables only: the migrations' bookkeeping table and SQLite's statistics tables are left out, since they say
which migrations ran and whether the planner has looked at the rows, not what the application stores.
"""

from __future__ import annotations

import re

IGNORED_TABLES = {"schema_migrations", "sqlite_stat1", "sqlite_stat4", "sqlite_sequence"}


def schema_lines(database) -> list[str]:
    if database.param == "?":
        return sorted(_sqlite(database))
    return sorted(_postgres(database))


def _sqlite(database):
    tables = [
        row[0]
        for row in database.execute_sql("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").fetchall()
        if row[0] not in IGNORED_TABLES
    ]
    for table in tables:
        yield f"table {table}"
        for _cid, name, kind, notnull, default, pk in database.execute_sql(f'PRAGMA table_info("{table}")'):
            yield (
                f"column {table}.{name} {kind.upper()}{' NOT NULL' if notnull else ''}"
                f"{f' DEFAULT {default}' if default is not None else ''}{' PRIMARY KEY' if pk else ''}"
            )
        for _seq, name, unique, origin, partial in database.execute_sql(f'PRAGMA index_list("{table}")'):
            if origin == "pk":
                continue  # the primary key's own index; the columns say PRIMARY KEY
            columns = [
                f"{column}{' DESC' if desc else ''}{'' if collation == 'BINARY' else f' COLLATE {collation}'}"
                for _seqno, _cid, column, desc, collation, key in database.execute_sql(f'PRAGMA index_xinfo("{name}")')
                if key
            ]
            where = ""
            if partial:
                sql = database.execute_sql("SELECT sql FROM sqlite_master WHERE name = ?", (name,)).fetchone()[0]
                where = " WHERE " + re.split(r"\bWHERE\b", sql, flags=re.I)[1].strip()
            yield f"index {table}.{_name(name, origin)} {'UNIQUE ' if unique else ''}({', '.join(columns)}){where}"
        keys = {}
        for key_id, _seq, target, source, to, _on_update, on_delete, _match in database.execute_sql(
            f'PRAGMA foreign_key_list("{table}")'
        ):
            key = keys.setdefault(key_id, [target, [], [], on_delete])
            key[1].append(source)
            key[2].append(to)
        for target, sources, targets, on_delete in keys.values():
            yield f"foreign key {table} ({', '.join(sources)}) -> {target} ({', '.join(targets)}) ON DELETE {on_delete}"


def _name(name: str, origin: str) -> str:
    # a UNIQUE column constraint's index is named by SQLite (sqlite_autoindex_<table>_<n>)
    return "<unique constraint>" if origin == "u" else name


def _postgres(database):
    schema = database.execute_sql("SELECT current_schema()").fetchone()[0]
    tables = [
        row[0]
        for row in database.execute_sql(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s AND table_type = 'BASE TABLE' "
            "ORDER BY table_name",
            (schema,),
        ).fetchall()
        if row[0] not in IGNORED_TABLES
    ]
    for table in tables:
        yield f"table {table}"
        primary = {
            row[0]
            for row in database.execute_sql(
                "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid "
                "AND a.attnum = ANY(i.indkey) WHERE i.indrelid = %s::regclass AND i.indisprimary",
                (f'"{schema}"."{table}"',),
            )
        }
        for name, kind, notnull, default, collation in database.execute_sql(
            "SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, "
            "pg_get_expr(d.adbin, d.adrelid), CASE WHEN a.attcollation <> t.typcollation "
            "THEN (SELECT collname FROM pg_collation WHERE oid = a.attcollation) END "
            "FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid "
            "LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
            "WHERE a.attrelid = %s::regclass AND a.attnum > 0 AND NOT a.attisdropped",
            (f'"{schema}"."{table}"',),
        ):
            default = re.sub(r"nextval\('[^']*'::regclass\)", "nextval(<sequence>)", default) if default else None
            yield (
                f"column {table}.{name} {kind.upper()}{f' COLLATE {collation}' if collation else ''}"
                f"{' NOT NULL' if notnull else ''}{f' DEFAULT {default}' if default else ''}"
                f"{' PRIMARY KEY' if name in primary else ''}"
            )
        for name, definition, primary_key in database.execute_sql(
            "SELECT c.relname, pg_get_indexdef(i.indexrelid), i.indisprimary FROM pg_index i "
            "JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = %s::regclass",
            (f'"{schema}"."{table}"',),
        ):
            if primary_key:
                continue
            found = re.match(r"CREATE (UNIQUE )?INDEX \S+ ON \S+ USING btree \((.*)\)( WHERE .*)?$", definition)
            unique, columns, where = found.groups()
            columns = ", ".join(part.strip().replace('"', "") for part in columns.split(","))
            yield f"index {table}.{name} {unique or ''}({columns}){where or ''}"
        for (definition,) in database.execute_sql(
            "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = %s::regclass AND contype = 'f'",
            (f'"{schema}"."{table}"',),
        ):
            found = re.match(r"FOREIGN KEY \((.*)\) REFERENCES (\S+)\((.*)\)(?: ON DELETE (.*))?$", definition)
            sources, target, targets, on_delete = found.groups()
            target = target.split(".")[-1].replace('"', "")
            yield f"foreign key {table} ({sources}) -> {target} ({targets}) ON DELETE {on_delete or 'NO ACTION'}"
