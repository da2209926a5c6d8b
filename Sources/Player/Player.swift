// Placeholder until the first Player type lands.
