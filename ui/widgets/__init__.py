"""Controls shared by pages: ε, Δ, mechanisms, trials, seed (controls), a page's link with its seed (page_link),
where a page's scores come from (score_source), Play / Pause (animation), downloads (export) and the notes under
charts (notes). Imports ui.shell and ui.charts only."""
