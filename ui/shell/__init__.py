"""The shell every page runs in: page opening and the URL ⇄ session sync (state), the link (links, params), the
one memo (memo), the one upload path (uploads), the page guard (guard), memoised mechanism runs (runs) and the
plain-language text every part uses (text). Imports nothing else from ui."""
