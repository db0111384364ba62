"""The constraint vocabulary puzzle types state their rules with; each function adds clauses to a Formula."""
