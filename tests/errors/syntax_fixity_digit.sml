infix 10 ++
