#!/usr/bin/env python3
"""A pretend tool in Python that shows its what's-new pages through the `onboard` module first.

`pip install onboard-pager` brings the module and the onboard binary. present() draws on the
terminal and returns how the pages ended; with nothing new it returns at once without touching
the screen.
"""
import os

import onboard

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
try:
    outcome = onboard.present(os.path.join(here, "onboarding"), app_id="mytool", version="1.4.0")
    if outcome.result == "finished":
        print(f"Welcome to mytool 1.4.0 (sharing: {'on' if outcome.share else 'off'})")
except onboard.OnboardError as error:
    print(f"mytool: what's new is unavailable: {error}")
print("mytool: 3 files tidied")
