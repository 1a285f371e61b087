"""Open the evidence report in headless Chromium, run axe-core on it, save a screenshot.

Usage: python3 .ci/axe.py reports/index.html reports/screenshot.png
Exits 1 when axe-core finds any violation. Nothing here reaches the network: the page is
a file, the report has no external resources, and the driver is Debian's chromedriver.
"""
import json
import pathlib
import sys

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def main() -> int:
    page = pathlib.Path(sys.argv[1]).resolve()
    shot = pathlib.Path(sys.argv[2])
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,2000"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(page.as_uri())
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(shot))
    finally:
        driver.quit()
    violations = results["violations"]
    for violation in violations:
        print(f"axe: {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"][:5]:
            print("   ", json.dumps(node["target"]))
    print(f"axe-core: {len(violations)} violations, {len(results['passes'])} rules passed on {page.name}")
    print(f"screenshot: {shot}")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
