"""The selection engine: mechanisms, exact laws, simulation, and the exact-vs-simulated summary per mechanism."""
