#!/usr/bin/env python3
"""Validates scene files against the schema `splashreel schema` prints (JSON Schema draft 2020-12).

Run by the Swift test SchemaCommandTests: --schema FILE, then scene files (*.json) and Markdown
files whose ```json blocks holding "layers" are scenes. Each must validate; --invalid FILE... must
not. Prints one line per failure and exits 1, or prints "validate_scenes: N scenes valid".
"""

import argparse
import json
import re
import sys

import jsonschema


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--schema", required=True)
    parser.add_argument("--invalid", nargs="*", default=[])
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    schema = json.load(open(args.schema))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    scenes = []
    for path in args.files:
        if path.endswith(".md"):
            for k, block in enumerate(re.findall(r"```json\n(.*?)```", open(path).read(), re.S)):
                if '"layers"' not in block:
                    continue
                try:
                    scenes.append((f"{path} block {k}", json.loads(block)))
                except json.JSONDecodeError:
                    pass  # a fragment, not a whole scene
        else:
            scenes.append((path, json.load(open(path))))
    failures = 0
    for name, scene in scenes:
        for error in validator.iter_errors(scene):
            failures += 1
            where = "/".join(str(p) for p in error.absolute_path)
            print(f"{name}: {where}: {error.message[:300]}")
    for path in args.invalid:
        if validator.is_valid(json.load(open(path))):
            failures += 1
            print(f"{path}: invalid, yet accepted")
    if failures:
        sys.exit(1)
    print(f"validate_scenes: {len(scenes)} scenes valid, {len(args.invalid)} invalid refused")


if __name__ == "__main__":
    main()
