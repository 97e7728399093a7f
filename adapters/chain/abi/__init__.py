"""The canonical ABIs as JSON data files, installed with the package (read by adapters.chain.contracts)."""
