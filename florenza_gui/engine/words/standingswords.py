"""The sentence of the final standings (R9.2, R9.3): who wins, the others'
places, and how R9.3 decided every later place that a tie on Victory Points
left to it (``Decided``, ``TieBreak``), each place's reason citing R9.3."""

from __future__ import annotations

from ..model.events import Decided, DecidedBy, Event, TieBreak
from .catalogue import Words


def standings_sentence(e: Event, w: Words, private: bool) -> str:
    a = e.args
    assert isinstance(a, Decided), (e.kind, a)
    rung = "shared" if len(a.winners) > 1 else a.decided_by.value
    text = w(f"standings.{rung}", names=w.join(a.winners), vp=a.victory_points)
    if a.others:
        others = ", ".join(w("ranked", name=n, place=w.ordinal(p), value=v) for n, p, v in a.others)
        text = w("standings.then", text=text, others=others)
    if not a.tie_breaks:  # (a line read from a file written without them)
        return text
    return w("standings.tie_breaks", text=text, places="; ".join(place_decided(t, w) for t in a.tie_breaks))


def place_decided(t: TieBreak, w: Words) -> str:
    """R9.3 for one place: shared, or won (or lost) on Resources or Fiorini against the families tied with it."""
    place = w.ordinal(t.place)
    if t.decided_by is DecidedBy.SHARED:
        return w("standings.place.shared", names=w.join(t.names), place=place)
    rung = t.decided_by.value
    if not t.ahead:
        comparison = w(f"standings.more.{rung}")
    elif not t.behind:
        comparison = w(f"standings.fewer.{rung}")
    else:
        comparison = w(f"standings.between.{rung}", ahead=w.join(t.ahead), behind=w.join(t.behind))
    return w("standings.place", name=t.names[0], place=place, above=w(f"standings.above.{rung}"),
             tied=w.join(t.ahead + t.behind), comparison=comparison)
