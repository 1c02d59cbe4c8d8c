"""The field map's parser (spec.py) and its three generators (cpp.py, sv.py, md.py), run by
scripts/gen_fieldmap.py."""
