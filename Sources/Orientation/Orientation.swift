// Placeholder until the first Orientation type lands.
