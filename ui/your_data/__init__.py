"""The Your-data feature: choose a file, preview it, show what dpcore understood and let every part change."""
