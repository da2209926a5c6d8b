"""Validates a SARIF log against the OASIS SARIF 2.1.0 JSON schema beside this file (JSON Schema draft 4).

Usage: python3 validate.py LOG.sarif
Prints one line per violation ("path: message") and exits 1 when there is any, 0 when the log is valid.
Uses Debian's python3-jsonschema (installed by `make test`).
"""
import json
import pathlib
import sys

import jsonschema

schema = json.loads((pathlib.Path(__file__).parent / "sarif-schema-2.1.0.json").read_text())
log = json.loads(pathlib.Path(sys.argv[1]).read_text())
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
for error in errors:
    print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
sys.exit(1 if errors else 0)
