"""Adds the static onboard binary, its man page and the demo's pages to the wheel, and tags it.

The binary goes to the wheel's scripts, so pip puts it on the environment's PATH as `onboard`
itself (no Python launcher in front of it); the pages go to share/onboard/Assets beside it, where
the binary looks (../share/onboard/Assets), and the man page to share/man/man1, where man finds
it from PATH. The tag is py3-none-manylinux_2_17_x86_64: a static x86-64 binary asks the
system for no library, and its ELF note asks for Linux 3.2 or later, which manylinux2014's
CentOS 7 base (Linux 3.10) has and the older manylinux bases do not.
"""
import os
import subprocess
import tempfile

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

TAG = "py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64"


class OnboardBinaryHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        if self.target_name != "wheel":
            return
        binary = os.environ.get("ONBOARD_BINARY", "")
        if not os.access(binary, os.X_OK):
            raise RuntimeError(f"ONBOARD_BINARY={binary!r} is not an executable: set it to the release binary (make wheel)")
        build_data["pure_python"] = False
        build_data["tag"] = TAG
        build_data["shared_scripts"][os.path.abspath(binary)] = "onboard"
        self.generated = tempfile.mkdtemp(prefix="onboard-wheel-")
        manual = os.path.join(self.generated, "onboard.1")
        with open(manual, "wb") as page:
            subprocess.run([binary, "--man"], stdout=page, check=True)
        build_data["shared_data"][manual] = "share/man/man1/onboard.1"
        assets = os.path.join(self.root, "..", "..", "Assets")
        for folder, _, files in os.walk(assets):
            for name in files:
                if name.endswith(".py"):  # make_pictures.py draws the pictures at development time
                    continue
                source = os.path.join(folder, name)
                relative = os.path.relpath(source, assets)
                build_data["shared_data"][os.path.abspath(source)] = f"share/onboard/Assets/{relative}"

    def finalize(self, version, build_data, artifact_path):
        if self.target_name == "wheel":
            import shutil

            shutil.rmtree(self.generated, ignore_errors=True)
