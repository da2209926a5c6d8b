print("appscan-bench: placeholder")
