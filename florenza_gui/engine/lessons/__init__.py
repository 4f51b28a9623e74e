"""Lessons: what an end of round can ask a learner before it shows each step
(``predict``)."""
