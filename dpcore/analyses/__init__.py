"""One module per question asked of a mechanism: utility, audit, neighbours, composition, median, SmallDB,
noisy max."""
