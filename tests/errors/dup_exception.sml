exception Stop and Go and Stop
