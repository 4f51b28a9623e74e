"""In the presentation view the band's Play button shows Pause while the end of round plays on, as the
narration's does: both are rendered from the session's Play."""

from __future__ import annotations


def test_the_bands_play_button_follows_play(driver, window) -> None:  # type: ignore[no-untyped-def]
    driver.end_actions()
    driver.choose("Demo", "Presentation view")
    presentation = window.presentation
    assert presentation.active and presentation.play_button.text() == "▶▶"
    window.session.set_playing(True)  # (as Play does while its steps run)
    assert presentation.play_button.text() == "❚❚", "the projector's Play button never shows how to pause"
    window.session.set_playing(False)
    assert presentation.play_button.text() == "▶▶"
