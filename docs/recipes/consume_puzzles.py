#!/usr/bin/python3
"""Consume the puzzles topic from Python and print each puzzle as one JSON line.

Values on the topic are Avro *single-object* encoded (docs/schemas.md, "Wire format"):

    byte 0-1  C3 01        marker
    byte 2-9  fingerprint  CRC-64-AVRO of the writer schema's Parsing Canonical Form, little-endian
    byte 10-  Avro binary body, written with that schema

Plain Avro decoding of the whole value fails on the header, so this script checks the marker,
looks the writer schema up by its fingerprint among the .avsc files it was given (the current
published schema and the earlier versions it still accepts), and decodes the body with it,
resolving to the first schema given. It computes the fingerprints itself: the Parsing Canonical
Form and CRC-64-AVRO below follow the Avro specification, since python3-avro 1.11's
`canonical_form` keeps `{"type": "string"}` where the specification asks for `"string"`.

Debian: apt-get install python3-avro python3-confluent-kafka (run it with /usr/bin/python3).

    docs/recipes/consume_puzzles.py --bootstrap-server localhost:9092 --topic sudoku.puzzles

Records are read with isolation.level=read_committed (the worker writes in transactions), from
the beginning of the topic, without committing offsets (give --group and -X enable.auto.commit=true
to resume where you left off). A value that cannot be decoded is reported as one JSON line on
standard error and skipped. Client settings (security, for instance) pass through with
-X key=value, as in librdkafka: -X security.protocol=SASL_PLAINTEXT -X sasl.mechanism=SCRAM-SHA-256.
"""

import argparse
import base64
import datetime
import io
import json
import os
import sys

import avro.io
import avro.schema
from confluent_kafka import Consumer, KafkaError

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "..", "..", "schemas", "src", "main", "resources", "dev", "sudoku", "schema")
DEFAULT_SCHEMAS = [
    os.path.join(SCHEMAS, "published", "Puzzle.avsc"),  # current: the reader schema
    os.path.join(SCHEMAS, "history", "v1", "Puzzle.avsc"),  # earlier writers still accepted
]

PRIMITIVES = {"null", "boolean", "int", "long", "float", "double", "bytes", "string"}
NAMED = {"record", "error", "enum", "fixed"}


def canonical_form(schema, namespace=None, seen=None):
    """Parsing Canonical Form (Avro specification): full names, only the attributes that matter
    for parsing, in a fixed order, primitives in their simple form, no whitespace."""
    seen = set() if seen is None else seen
    if isinstance(schema, list):
        return "[" + ",".join(canonical_form(s, namespace, seen) for s in schema) + "]"
    if isinstance(schema, str):
        if schema in PRIMITIVES or "." in schema or not namespace:
            return json.dumps(schema)
        return json.dumps(namespace + "." + schema)
    kind = schema["type"]
    if isinstance(kind, (list, dict)):
        return canonical_form(kind, namespace, seen)
    if kind in PRIMITIVES:
        return json.dumps(kind)  # drops logicalType and other properties
    if kind == "array":
        return '{"type":"array","items":' + canonical_form(schema["items"], namespace, seen) + "}"
    if kind == "map":
        return '{"type":"map","values":' + canonical_form(schema["values"], namespace, seen) + "}"
    if kind not in NAMED:
        return canonical_form(kind, namespace, seen)  # a reference to a named type
    name = schema["name"]
    space = name.rsplit(".", 1)[0] if "." in name else schema.get("namespace", namespace)
    full = name if "." in name or not space else space + "." + name
    if full in seen:
        return json.dumps(full)
    seen.add(full)
    parts = ['"name":' + json.dumps(full), '"type":' + json.dumps("record" if kind == "error" else kind)]
    if kind in ("record", "error"):
        fields = [
            '{"name":' + json.dumps(f["name"]) + ',"type":' + canonical_form(f["type"], space, seen) + "}"
            for f in schema["fields"]
        ]
        parts.append('"fields":[' + ",".join(fields) + "]")
    elif kind == "enum":
        parts.append('"symbols":' + json.dumps(schema["symbols"], separators=(",", ":")))
    else:
        parts.append('"size":' + str(int(schema["size"])))
    return "{" + ",".join(parts) + "}"


CRC64_EMPTY = 0xC15D213AA4D7A795
CRC64_TABLE = []
for _i in range(256):
    _fp = _i
    for _ in range(8):
        _fp = (_fp >> 1) ^ (CRC64_EMPTY & -(_fp & 1))
    CRC64_TABLE.append(_fp)


def fingerprint(text):
    """CRC-64-AVRO (Rabin) fingerprint of a canonical form, as a 64-bit number."""
    fp = CRC64_EMPTY
    for byte in text.encode("utf-8"):
        fp = (fp >> 8) ^ CRC64_TABLE[(fp ^ byte) & 0xFF]
    return fp


def load_writers(paths):
    """(reader schema, {8 header bytes: writer schema}) for the .avsc files given, first = reader."""
    writers = {}
    reader = None
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        parsed = avro.schema.parse(text)
        header = fingerprint(canonical_form(json.loads(text))).to_bytes(8, "little")
        writers[header] = parsed
        reader = reader or parsed
    return reader, writers


class UndecodableValue(Exception):
    pass


def decode(value, reader, writers):
    """The record a single-object encoded value holds, as a dict."""
    if value is None or len(value) < 10 or value[:2] != b"\xc3\x01":
        raise UndecodableValue("not Avro single-object encoding (no C3 01 header)")
    writer = writers.get(value[2:10])
    if writer is None:
        raise UndecodableValue(
            "unknown schema fingerprint %016x (a newer writer: give its .avsc with --schema)"
            % int.from_bytes(value[2:10], "little")
        )
    body = io.BytesIO(value[10:])
    try:
        record = avro.io.DatumReader(writer, reader).read(avro.io.BinaryDecoder(body))
    except Exception as e:  # the Avro library raises several types for a corrupt body
        raise UndecodableValue("body does not decode: %s" % e) from e
    if body.tell() != len(value) - 10:
        raise UndecodableValue("bytes left after a complete record")
    return record


def to_json(value):
    if isinstance(value, datetime.datetime):
        return value.isoformat(timespec="milliseconds").replace("+00:00", "Z")
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    raise TypeError("no JSON form for %r" % type(value))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bootstrap-server", default="localhost:9092")
    parser.add_argument("--topic", default="sudoku.puzzles")
    parser.add_argument("--group", default="sudoku-python-recipe-%d" % os.getpid(),
                        help="consumer group (default: a new one, offsets not committed)")
    parser.add_argument("--schema", action="append",
                        help=".avsc file; repeat for earlier writer versions, the first is the "
                             "reader schema (default: the published Puzzle.avsc and its history)")
    parser.add_argument("--max-records", type=int, default=0,
                        help="stop after this many puzzles (default: run until interrupted)")
    parser.add_argument("--idle-timeout", type=float, default=0,
                        help="stop after this many seconds without a record (default: never)")
    parser.add_argument("-X", dest="settings", action="append", default=[], metavar="KEY=VALUE",
                        help="librdkafka client setting")
    args = parser.parse_args(argv)

    reader, writers = load_writers(args.schema or DEFAULT_SCHEMAS)
    config = {
        "bootstrap.servers": args.bootstrap_server,
        "group.id": args.group,
        "auto.offset.reset": "earliest",
        "enable.auto.commit": False,
        "isolation.level": "read_committed",
    }
    for setting in args.settings:
        key, sep, val = setting.partition("=")
        if not sep:
            parser.error("-X takes KEY=VALUE, got %r" % setting)
        config[key] = val
    consumer = Consumer(config)
    consumer.subscribe([args.topic])
    printed = 0
    idle = 0.0
    try:
        while args.max_records <= 0 or printed < args.max_records:
            msg = consumer.poll(0.5)
            if msg is None:
                idle += 0.5
                if args.idle_timeout and idle >= args.idle_timeout:
                    break
                continue
            idle = 0.0
            if msg.error():
                if msg.error().code() != KafkaError._PARTITION_EOF:
                    print(json.dumps({"error": "KAFKA", "message": str(msg.error())}), file=sys.stderr)
                continue
            try:
                record = decode(msg.value(), reader, writers)
            except UndecodableValue as e:
                print(json.dumps({"error": "UNDECODABLE", "message": str(e), "topic": msg.topic(),
                                  "partition": msg.partition(), "offset": msg.offset()}),
                      file=sys.stderr)
                continue
            print(json.dumps(record, default=to_json, separators=(",", ":")), flush=True)
            printed += 1
    except KeyboardInterrupt:
        pass
    finally:
        consumer.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
