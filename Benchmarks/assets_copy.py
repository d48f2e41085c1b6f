"""Copies of an assets folder with a field taken off every page (bench.py, link_order.py)."""

import json
import os
import shutil


def assets_without(assets, folder, key, name):
    """A copy of the assets whose pages have no `key` field, in `folder`/`name`."""
    copy = os.path.join(folder, name)
    shutil.copytree(assets, copy)
    path = os.path.join(copy, "manifest.json")
    with open(path) as f:
        manifest = json.load(f)
    for page in manifest["pages"]:
        page.pop(key, None)
    with open(path, "w") as f:
        json.dump(manifest, f)
    return copy
