"""The start of an end of round reads the same however it was reached: a lesson just opened, or Back
to its start after a few Steps (the headline, the window's title and the step counter), and a Step
from either shows the round's end."""

from __future__ import annotations


def test_back_to_the_start_of_an_end_of_round_reads_as_before_its_first_step(driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_lesson("The last round: who wins?")
    opened = driver.banner(), driver.title()
    assert opened[0] == "Everyone has passed — press Step or Play to end the round"
    assert driver.step() and driver.step()
    stepped = driver.banner()
    assert stepped == "End of round 7: elections and clean-up"
    while driver.back():
        pass
    assert (driver.banner(), driver.title()) == opened
    assert driver.step() and driver.banner() == stepped
