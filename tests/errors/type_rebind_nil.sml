exception nil
