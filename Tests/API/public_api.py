"""The public API of the library product, one declaration per line, sorted: what an adopter of
OnboardKit can name.

Every Swift module the product is built from (OnboardKit and the targets under it, read from
`swift package describe`) goes through `swift-symbolgraph-extract` at `public` access, with
synthesized members left out, from the debug build's modules. A line is `Module path |
declaration` (`open` marks what an adopter may subclass or override); a type's conformances
follow it as `Module path | : Protocol`. `package`
declarations are not in the symbol graph, so they are not in the listing.

The first line counts the declarations (conformance lines are not declarations); with --limit N
the script fails when there are more than N.

Usage: python3 Tests/API/public_api.py BIN_PATH OUTPUT [--product OnboardKit] [--limit N]
  (BIN_PATH: `swift build --show-bin-path` of a debug build of the package)
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile


# Conformances every type has, or that Sendable brings, which newer compilers list and older
# ones do not: leaving them out keeps the listing the same across toolchains.
IMPLIED = {"Copyable", "Escapable", "SendableMetatype"}


def product_modules(product):
    """The Swift modules `product` is built from: its targets and everything they depend on."""
    described = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], check=True,
                                          capture_output=True, text=True).stdout)
    targets = {target["name"]: target for target in described["targets"]}
    roots = next(item["targets"] for item in described["products"] if item["name"] == product)
    seen, stack = set(), list(roots)
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        stack += targets[name].get("target_dependencies", [])
    return sorted(name for name in seen if targets[name]["module_type"] == "SwiftTarget")


def extract(modules, bin_path, output_dir):
    """Writes each module's symbol graph files into `output_dir`."""
    triple = json.loads(subprocess.run(["swift", "-print-target-info"], check=True, capture_output=True,
                                       text=True).stdout)["target"]["triple"]
    flags = ["-I", os.path.join(bin_path, "Modules"), "-target", triple]
    for module_map in sorted(glob.glob(os.path.join(bin_path, "*.build", "module.modulemap"))):
        flags += ["-Xcc", "-fmodule-map-file=" + module_map]
    for include in sorted(glob.glob("Sources/*/include")):
        flags += ["-I", include]
    for module in modules:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-minimum-access-level", "public",
                        "-skip-synthesized-members", "-output-dir", output_dir] + flags, check=True)


def listing(output_dir):
    """(declaration lines, conformance lines), each sorted and without duplicates."""
    declarations, conformances = {}, set()
    for path in sorted(glob.glob(os.path.join(output_dir, "*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        module = graph["module"]["name"]
        names = {}
        for symbol in graph["symbols"]:
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            declaration = re.sub(r"\s+", " ", declaration).strip()
            if symbol.get("accessLevel") == "open":  # subclassable or overridable outside
                declaration = "open " + declaration
            name = ".".join(symbol["pathComponents"])
            names[symbol["identifier"]["precise"]] = name
            declarations[symbol["identifier"]["precise"]] = f"{module} {name} | {declaration}"
        for relation in graph.get("relationships", []):
            if relation["kind"] == "conformsTo" and relation["source"] in names:
                target = (relation.get("targetFallback") or relation["target"]).split(".")[-1]
                if target not in IMPLIED:
                    conformances.add(f"{module} {names[relation['source']]} | : {target}")
    return sorted(set(declarations.values())), sorted(conformances)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin_path")
    parser.add_argument("output")
    parser.add_argument("--product", default="OnboardKit")
    parser.add_argument("--limit", type=int)
    arguments = parser.parse_args()
    modules = product_modules(arguments.product)
    with tempfile.TemporaryDirectory(prefix="onboard-api-") as directory:
        extract(modules, arguments.bin_path, directory)
        declarations, conformances = listing(directory)
    header = (f"# {len(declarations)} public declarations of the {arguments.product} product "
              f"({', '.join(modules)}); made by Tests/API/public_api.py")
    lines = sorted(declarations + conformances)
    os.makedirs(os.path.dirname(os.path.abspath(arguments.output)), exist_ok=True)
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write("\n".join([header] + lines) + "\n")
    print(f"public API: {len(declarations)} declarations in {len(modules)} modules -> {arguments.output}")
    if arguments.limit is not None and len(declarations) > arguments.limit:
        print(f"public API: {len(declarations)} declarations, more than the limit of {arguments.limit}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
