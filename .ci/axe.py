"""Open the evidence report in headless Chromium, run axe-core on it, save a screenshot.

Usage: python3 .ci/axe.py reports/index.html reports/screenshot.png
Exits 1 when axe-core finds any violation, or when the page does not reflow at 320 CSS
pixels wide (WCAG 1.4.10: nothing may make the page scroll sideways). Nothing here reaches
the network: the page is a file, the report has no external resources, and the driver is
Debian's chromedriver.
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
        # The page lets the browser skip laying out the checks out of view; axe-core is to
        # see every one of them laid out.
        driver.execute_script(
            "const s = document.createElement('style');"
            "s.textContent = 'article{content-visibility:visible!important}';"
            "document.head.append(s)"
        )
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(str(shot))
        driver.set_window_size(320, 2000)
        wide = driver.execute_script(
            "const width = document.documentElement.clientWidth;"
            "return [...document.querySelectorAll('body *')]"
            ".filter(e => e.getBoundingClientRect().right > width + 1)"
            ".slice(0, 5).map(e => e.tagName + ': ' + e.textContent.trim().slice(0, 60))"
        )
        width = driver.execute_script("return document.documentElement.clientWidth")
    finally:
        driver.quit()
    for element in wide:
        print(f"reflow: wider than the window at {width} px: {element}")
    violations = results["violations"]
    for violation in violations:
        print(f"axe: {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"][:5]:
            print("   ", json.dumps(node["target"]))
    print(f"axe-core: {len(violations)} violations, {len(results['passes'])} rules passed on {page.name}")
    print(f"reflow at {width} CSS pixels: {'nothing wider than the window' if not wide else 'FAILED'}")
    print(f"screenshot: {shot}")
    return 1 if violations or wide else 0


if __name__ == "__main__":
    sys.exit(main())
