"""The rules as steps: setting up, turns and moves, where a piece may go, Phase
7, Phase 8, the Ghosts, the final scoring, what may be gone back over, and the
end-of-round walk."""
