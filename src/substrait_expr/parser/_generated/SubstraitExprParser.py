# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,83,536,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,1,0,1,0,1,0,1,0,3,0,67,8,
        0,3,0,69,8,0,1,0,1,0,1,1,1,1,1,1,1,2,1,2,1,2,1,3,1,3,1,4,1,4,1,4,
        5,4,84,8,4,10,4,12,4,87,9,4,1,5,1,5,1,5,5,5,92,8,5,10,5,12,5,95,
        9,5,1,6,1,6,5,6,99,8,6,10,6,12,6,102,9,6,1,7,1,7,1,7,1,7,1,7,3,7,
        109,8,7,1,7,1,7,1,7,3,7,114,8,7,1,7,1,7,1,7,3,7,119,8,7,1,7,1,7,
        1,7,1,7,3,7,125,8,7,1,7,1,7,1,7,1,7,1,7,1,7,3,7,133,8,7,1,7,1,7,
        1,7,1,7,1,7,5,7,140,8,7,10,7,12,7,143,9,7,1,7,3,7,146,8,7,1,7,1,
        7,1,7,3,7,151,8,7,1,7,1,7,3,7,155,8,7,1,8,1,8,1,9,1,9,1,9,1,9,3,
        9,163,8,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,9,1,
        9,1,9,1,9,1,9,1,9,1,9,1,9,3,9,185,8,9,1,9,1,9,3,9,189,8,9,1,9,1,
        9,1,9,1,9,5,9,195,8,9,10,9,12,9,198,9,9,1,10,1,10,1,10,1,10,3,10,
        204,8,10,1,11,1,11,1,11,1,11,1,11,5,11,211,8,11,10,11,12,11,214,
        9,11,1,11,3,11,217,8,11,3,11,219,8,11,1,11,1,11,1,11,3,11,224,8,
        11,1,11,1,11,1,11,1,11,5,11,230,8,11,10,11,12,11,233,9,11,1,11,3,
        11,236,8,11,3,11,238,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,
        1,11,1,11,1,11,1,11,3,11,252,8,11,1,11,1,11,1,11,1,11,1,11,1,11,
        3,11,260,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,4,11,269,8,11,11,
        11,12,11,270,1,11,1,11,3,11,275,8,11,1,11,1,11,1,11,1,11,1,11,1,
        11,4,11,283,8,11,11,11,12,11,284,1,11,1,11,3,11,289,8,11,1,11,1,
        11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,4,11,300,8,11,11,11,12,11,
        301,1,11,1,11,3,11,306,8,11,1,11,1,11,1,11,1,11,1,11,1,11,3,11,314,
        8,11,3,11,316,8,11,1,12,1,12,1,13,1,13,1,13,3,13,323,8,13,1,13,1,
        13,1,13,3,13,328,8,13,1,13,1,13,3,13,332,8,13,1,13,3,13,335,8,13,
        1,13,3,13,338,8,13,1,14,1,14,1,14,1,14,1,14,1,14,1,14,3,14,347,8,
        14,1,15,1,15,3,15,351,8,15,1,15,1,15,1,15,5,15,356,8,15,10,15,12,
        15,359,9,15,1,15,1,15,1,15,1,15,1,15,5,15,366,8,15,10,15,12,15,369,
        9,15,3,15,371,8,15,3,15,373,8,15,1,16,1,16,1,16,1,16,5,16,379,8,
        16,10,16,12,16,382,9,16,1,16,1,16,1,17,1,17,1,17,1,17,1,18,1,18,
        1,18,1,18,1,18,1,18,1,19,1,19,1,19,1,19,1,19,1,19,3,19,402,8,19,
        1,20,1,20,1,20,1,20,1,20,5,20,409,8,20,10,20,12,20,412,9,20,3,20,
        414,8,20,1,20,1,20,1,20,1,20,1,20,5,20,421,8,20,10,20,12,20,424,
        9,20,3,20,426,8,20,1,20,3,20,429,8,20,1,21,1,21,3,21,433,8,21,1,
        21,1,21,3,21,437,8,21,1,22,1,22,1,22,1,22,1,22,1,22,1,22,3,22,446,
        8,22,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,3,23,457,8,23,
        1,24,1,24,3,24,461,8,24,1,24,3,24,464,8,24,1,25,1,25,3,25,468,8,
        25,1,26,1,26,1,26,1,26,5,26,474,8,26,10,26,12,26,477,9,26,3,26,479,
        8,26,1,26,1,26,3,26,483,8,26,1,26,1,26,1,27,1,27,1,27,1,27,1,27,
        1,27,5,27,493,8,27,10,27,12,27,496,9,27,1,27,1,27,3,27,500,8,27,
        1,28,1,28,3,28,504,8,28,1,29,1,29,1,30,1,30,1,30,1,30,1,30,1,30,
        1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,
        1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,30,534,8,30,1,30,0,1,18,31,
        0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,
        46,48,50,52,54,56,58,60,0,14,1,0,2,3,1,0,7,8,1,0,69,75,2,0,4,4,65,
        65,1,0,66,68,1,0,64,65,1,0,21,22,2,0,6,8,44,49,2,0,9,9,43,43,2,0,
        30,31,42,42,1,0,33,34,1,0,35,36,1,0,38,39,2,0,24,27,30,43,627,0,
        62,1,0,0,0,2,72,1,0,0,0,4,75,1,0,0,0,6,78,1,0,0,0,8,80,1,0,0,0,10,
        88,1,0,0,0,12,96,1,0,0,0,14,154,1,0,0,0,16,156,1,0,0,0,18,162,1,
        0,0,0,20,203,1,0,0,0,22,315,1,0,0,0,24,317,1,0,0,0,26,322,1,0,0,
        0,28,346,1,0,0,0,30,372,1,0,0,0,32,374,1,0,0,0,34,385,1,0,0,0,36,
        389,1,0,0,0,38,395,1,0,0,0,40,413,1,0,0,0,42,430,1,0,0,0,44,438,
        1,0,0,0,46,456,1,0,0,0,48,458,1,0,0,0,50,467,1,0,0,0,52,469,1,0,
        0,0,54,499,1,0,0,0,56,503,1,0,0,0,58,505,1,0,0,0,60,533,1,0,0,0,
        62,68,3,6,3,0,63,66,5,23,0,0,64,67,3,56,28,0,65,67,5,50,0,0,66,64,
        1,0,0,0,66,65,1,0,0,0,67,69,1,0,0,0,68,63,1,0,0,0,68,69,1,0,0,0,
        69,70,1,0,0,0,70,71,5,0,0,1,71,1,1,0,0,0,72,73,3,48,24,0,73,74,5,
        0,0,1,74,3,1,0,0,0,75,76,3,42,21,0,76,77,5,0,0,1,77,5,1,0,0,0,78,
        79,3,8,4,0,79,7,1,0,0,0,80,85,3,10,5,0,81,82,7,0,0,0,82,84,3,10,
        5,0,83,81,1,0,0,0,84,87,1,0,0,0,85,83,1,0,0,0,85,86,1,0,0,0,86,9,
        1,0,0,0,87,85,1,0,0,0,88,93,3,12,6,0,89,90,5,1,0,0,90,92,3,12,6,
        0,91,89,1,0,0,0,92,95,1,0,0,0,93,91,1,0,0,0,93,94,1,0,0,0,94,11,
        1,0,0,0,95,93,1,0,0,0,96,100,3,18,9,0,97,99,3,14,7,0,98,97,1,0,0,
        0,99,102,1,0,0,0,100,98,1,0,0,0,100,101,1,0,0,0,101,13,1,0,0,0,102,
        100,1,0,0,0,103,104,3,16,8,0,104,105,3,18,9,0,105,155,1,0,0,0,106,
        108,5,5,0,0,107,109,5,4,0,0,108,107,1,0,0,0,108,109,1,0,0,0,109,
        110,1,0,0,0,110,155,5,6,0,0,111,113,5,5,0,0,112,114,5,4,0,0,113,
        112,1,0,0,0,113,114,1,0,0,0,114,115,1,0,0,0,115,155,7,1,0,0,116,
        118,5,5,0,0,117,119,5,4,0,0,118,117,1,0,0,0,118,119,1,0,0,0,119,
        120,1,0,0,0,120,121,5,9,0,0,121,122,5,10,0,0,122,155,3,18,9,0,123,
        125,5,4,0,0,124,123,1,0,0,0,124,125,1,0,0,0,125,126,1,0,0,0,126,
        127,5,11,0,0,127,128,3,18,9,0,128,129,5,1,0,0,129,130,3,18,9,0,130,
        155,1,0,0,0,131,133,5,4,0,0,132,131,1,0,0,0,132,133,1,0,0,0,133,
        134,1,0,0,0,134,135,5,12,0,0,135,136,5,58,0,0,136,141,3,6,3,0,137,
        138,5,56,0,0,138,140,3,6,3,0,139,137,1,0,0,0,140,143,1,0,0,0,141,
        139,1,0,0,0,141,142,1,0,0,0,142,145,1,0,0,0,143,141,1,0,0,0,144,
        146,5,56,0,0,145,144,1,0,0,0,145,146,1,0,0,0,146,147,1,0,0,0,147,
        148,5,59,0,0,148,155,1,0,0,0,149,151,5,4,0,0,150,149,1,0,0,0,150,
        151,1,0,0,0,151,152,1,0,0,0,152,153,5,13,0,0,153,155,3,18,9,0,154,
        103,1,0,0,0,154,106,1,0,0,0,154,111,1,0,0,0,154,116,1,0,0,0,154,
        124,1,0,0,0,154,132,1,0,0,0,154,150,1,0,0,0,155,15,1,0,0,0,156,157,
        7,2,0,0,157,17,1,0,0,0,158,159,6,9,-1,0,159,163,3,22,11,0,160,161,
        7,3,0,0,161,163,3,18,9,4,162,158,1,0,0,0,162,160,1,0,0,0,163,196,
        1,0,0,0,164,165,10,3,0,0,165,166,7,4,0,0,166,195,3,18,9,4,167,168,
        10,2,0,0,168,169,7,5,0,0,169,195,3,18,9,3,170,171,10,1,0,0,171,172,
        5,63,0,0,172,195,3,18,9,2,173,174,10,8,0,0,174,175,5,54,0,0,175,
        195,3,48,24,0,176,177,10,7,0,0,177,178,5,60,0,0,178,179,3,6,3,0,
        179,180,5,61,0,0,180,195,1,0,0,0,181,182,10,6,0,0,182,184,5,60,0,
        0,183,185,3,6,3,0,184,183,1,0,0,0,184,185,1,0,0,0,185,186,1,0,0,
        0,186,188,5,55,0,0,187,189,3,6,3,0,188,187,1,0,0,0,188,189,1,0,0,
        0,189,190,1,0,0,0,190,195,5,61,0,0,191,192,10,5,0,0,192,193,5,57,
        0,0,193,195,3,20,10,0,194,164,1,0,0,0,194,167,1,0,0,0,194,170,1,
        0,0,0,194,173,1,0,0,0,194,176,1,0,0,0,194,181,1,0,0,0,194,191,1,
        0,0,0,195,198,1,0,0,0,196,194,1,0,0,0,196,197,1,0,0,0,197,19,1,0,
        0,0,198,196,1,0,0,0,199,204,3,56,28,0,200,204,5,50,0,0,201,204,5,
        48,0,0,202,204,5,47,0,0,203,199,1,0,0,0,203,200,1,0,0,0,203,201,
        1,0,0,0,203,202,1,0,0,0,204,21,1,0,0,0,205,316,3,24,12,0,206,218,
        5,58,0,0,207,212,3,6,3,0,208,209,5,56,0,0,209,211,3,6,3,0,210,208,
        1,0,0,0,211,214,1,0,0,0,212,210,1,0,0,0,212,213,1,0,0,0,213,216,
        1,0,0,0,214,212,1,0,0,0,215,217,5,56,0,0,216,215,1,0,0,0,216,217,
        1,0,0,0,217,219,1,0,0,0,218,207,1,0,0,0,218,219,1,0,0,0,219,220,
        1,0,0,0,220,223,5,59,0,0,221,222,5,62,0,0,222,224,3,6,3,0,223,221,
        1,0,0,0,223,224,1,0,0,0,224,316,1,0,0,0,225,237,5,60,0,0,226,231,
        3,6,3,0,227,228,5,56,0,0,228,230,3,6,3,0,229,227,1,0,0,0,230,233,
        1,0,0,0,231,229,1,0,0,0,231,232,1,0,0,0,232,235,1,0,0,0,233,231,
        1,0,0,0,234,236,5,56,0,0,235,234,1,0,0,0,235,236,1,0,0,0,236,238,
        1,0,0,0,237,226,1,0,0,0,237,238,1,0,0,0,238,239,1,0,0,0,239,316,
        5,61,0,0,240,241,3,56,28,0,241,242,5,62,0,0,242,243,3,6,3,0,243,
        316,1,0,0,0,244,245,7,6,0,0,245,246,5,58,0,0,246,247,3,6,3,0,247,
        248,5,23,0,0,248,249,3,48,24,0,249,251,5,59,0,0,250,252,3,32,16,
        0,251,250,1,0,0,0,251,252,1,0,0,0,252,316,1,0,0,0,253,254,5,14,0,
        0,254,255,3,6,3,0,255,256,5,15,0,0,256,259,3,6,3,0,257,258,5,16,
        0,0,258,260,3,6,3,0,259,257,1,0,0,0,259,260,1,0,0,0,260,316,1,0,
        0,0,261,262,5,20,0,0,262,268,3,6,3,0,263,264,5,17,0,0,264,265,3,
        6,3,0,265,266,5,15,0,0,266,267,3,6,3,0,267,269,1,0,0,0,268,263,1,
        0,0,0,269,270,1,0,0,0,270,268,1,0,0,0,270,271,1,0,0,0,271,274,1,
        0,0,0,272,273,5,16,0,0,273,275,3,6,3,0,274,272,1,0,0,0,274,275,1,
        0,0,0,275,316,1,0,0,0,276,282,5,17,0,0,277,278,5,18,0,0,278,279,
        3,6,3,0,279,280,5,15,0,0,280,281,3,6,3,0,281,283,1,0,0,0,282,277,
        1,0,0,0,283,284,1,0,0,0,284,282,1,0,0,0,284,285,1,0,0,0,285,288,
        1,0,0,0,286,287,5,16,0,0,287,289,3,6,3,0,288,286,1,0,0,0,288,289,
        1,0,0,0,289,290,1,0,0,0,290,291,5,19,0,0,291,316,1,0,0,0,292,293,
        5,17,0,0,293,299,3,6,3,0,294,295,5,18,0,0,295,296,3,6,3,0,296,297,
        5,15,0,0,297,298,3,6,3,0,298,300,1,0,0,0,299,294,1,0,0,0,300,301,
        1,0,0,0,301,299,1,0,0,0,301,302,1,0,0,0,302,305,1,0,0,0,303,304,
        5,16,0,0,304,306,3,6,3,0,305,303,1,0,0,0,305,306,1,0,0,0,306,307,
        1,0,0,0,307,308,5,19,0,0,308,316,1,0,0,0,309,316,3,26,13,0,310,316,
        5,51,0,0,311,314,3,56,28,0,312,314,5,50,0,0,313,311,1,0,0,0,313,
        312,1,0,0,0,314,316,1,0,0,0,315,205,1,0,0,0,315,206,1,0,0,0,315,
        225,1,0,0,0,315,240,1,0,0,0,315,244,1,0,0,0,315,253,1,0,0,0,315,
        261,1,0,0,0,315,276,1,0,0,0,315,292,1,0,0,0,315,309,1,0,0,0,315,
        310,1,0,0,0,315,313,1,0,0,0,316,23,1,0,0,0,317,318,7,7,0,0,318,25,
        1,0,0,0,319,320,3,56,28,0,320,321,5,57,0,0,321,323,1,0,0,0,322,319,
        1,0,0,0,322,323,1,0,0,0,323,324,1,0,0,0,324,325,3,28,14,0,325,327,
        5,58,0,0,326,328,3,30,15,0,327,326,1,0,0,0,327,328,1,0,0,0,328,329,
        1,0,0,0,329,331,5,59,0,0,330,332,3,32,16,0,331,330,1,0,0,0,331,332,
        1,0,0,0,332,334,1,0,0,0,333,335,3,36,18,0,334,333,1,0,0,0,334,335,
        1,0,0,0,335,337,1,0,0,0,336,338,3,38,19,0,337,336,1,0,0,0,337,338,
        1,0,0,0,338,27,1,0,0,0,339,347,3,56,28,0,340,347,5,1,0,0,341,347,
        5,2,0,0,342,347,5,3,0,0,343,347,5,4,0,0,344,347,5,13,0,0,345,347,
        5,11,0,0,346,339,1,0,0,0,346,340,1,0,0,0,346,341,1,0,0,0,346,342,
        1,0,0,0,346,343,1,0,0,0,346,344,1,0,0,0,346,345,1,0,0,0,347,29,1,
        0,0,0,348,373,5,66,0,0,349,351,7,8,0,0,350,349,1,0,0,0,350,351,1,
        0,0,0,351,352,1,0,0,0,352,357,3,6,3,0,353,354,5,56,0,0,354,356,3,
        6,3,0,355,353,1,0,0,0,356,359,1,0,0,0,357,355,1,0,0,0,357,358,1,
        0,0,0,358,370,1,0,0,0,359,357,1,0,0,0,360,361,5,29,0,0,361,362,5,
        28,0,0,362,367,3,42,21,0,363,364,5,56,0,0,364,366,3,42,21,0,365,
        363,1,0,0,0,366,369,1,0,0,0,367,365,1,0,0,0,367,368,1,0,0,0,368,
        371,1,0,0,0,369,367,1,0,0,0,370,360,1,0,0,0,370,371,1,0,0,0,371,
        373,1,0,0,0,372,348,1,0,0,0,372,350,1,0,0,0,373,31,1,0,0,0,374,375,
        5,60,0,0,375,380,3,34,17,0,376,377,5,56,0,0,377,379,3,34,17,0,378,
        376,1,0,0,0,379,382,1,0,0,0,380,378,1,0,0,0,380,381,1,0,0,0,381,
        383,1,0,0,0,382,380,1,0,0,0,383,384,5,61,0,0,384,33,1,0,0,0,385,
        386,3,56,28,0,386,387,5,55,0,0,387,388,3,60,30,0,388,35,1,0,0,0,
        389,390,5,24,0,0,390,391,5,58,0,0,391,392,5,25,0,0,392,393,3,6,3,
        0,393,394,5,59,0,0,394,37,1,0,0,0,395,401,5,26,0,0,396,402,3,56,
        28,0,397,398,5,58,0,0,398,399,3,40,20,0,399,400,5,59,0,0,400,402,
        1,0,0,0,401,396,1,0,0,0,401,397,1,0,0,0,402,39,1,0,0,0,403,404,5,
        27,0,0,404,405,5,28,0,0,405,410,3,6,3,0,406,407,5,56,0,0,407,409,
        3,6,3,0,408,406,1,0,0,0,409,412,1,0,0,0,410,408,1,0,0,0,410,411,
        1,0,0,0,411,414,1,0,0,0,412,410,1,0,0,0,413,403,1,0,0,0,413,414,
        1,0,0,0,414,425,1,0,0,0,415,416,5,29,0,0,416,417,5,28,0,0,417,422,
        3,42,21,0,418,419,5,56,0,0,419,421,3,42,21,0,420,418,1,0,0,0,421,
        424,1,0,0,0,422,420,1,0,0,0,422,423,1,0,0,0,423,426,1,0,0,0,424,
        422,1,0,0,0,425,415,1,0,0,0,425,426,1,0,0,0,426,428,1,0,0,0,427,
        429,3,44,22,0,428,427,1,0,0,0,428,429,1,0,0,0,429,41,1,0,0,0,430,
        432,3,6,3,0,431,433,7,9,0,0,432,431,1,0,0,0,432,433,1,0,0,0,433,
        436,1,0,0,0,434,435,5,32,0,0,435,437,7,10,0,0,436,434,1,0,0,0,436,
        437,1,0,0,0,437,43,1,0,0,0,438,445,7,11,0,0,439,440,5,11,0,0,440,
        441,3,46,23,0,441,442,5,1,0,0,442,443,3,46,23,0,443,446,1,0,0,0,
        444,446,3,46,23,0,445,439,1,0,0,0,445,444,1,0,0,0,446,45,1,0,0,0,
        447,448,5,37,0,0,448,457,5,38,0,0,449,450,5,37,0,0,450,457,5,39,
        0,0,451,452,5,40,0,0,452,457,5,41,0,0,453,454,3,18,9,0,454,455,7,
        12,0,0,455,457,1,0,0,0,456,447,1,0,0,0,456,449,1,0,0,0,456,451,1,
        0,0,0,456,453,1,0,0,0,457,47,1,0,0,0,458,460,3,50,25,0,459,461,5,
        76,0,0,460,459,1,0,0,0,460,461,1,0,0,0,461,463,1,0,0,0,462,464,3,
        52,26,0,463,462,1,0,0,0,463,464,1,0,0,0,464,49,1,0,0,0,465,468,3,
        56,28,0,466,468,5,52,0,0,467,465,1,0,0,0,467,466,1,0,0,0,468,51,
        1,0,0,0,469,478,5,74,0,0,470,475,3,54,27,0,471,472,5,56,0,0,472,
        474,3,54,27,0,473,471,1,0,0,0,474,477,1,0,0,0,475,473,1,0,0,0,475,
        476,1,0,0,0,476,479,1,0,0,0,477,475,1,0,0,0,478,470,1,0,0,0,478,
        479,1,0,0,0,479,482,1,0,0,0,480,481,5,62,0,0,481,483,3,48,24,0,482,
        480,1,0,0,0,482,483,1,0,0,0,483,484,1,0,0,0,484,485,5,75,0,0,485,
        53,1,0,0,0,486,500,5,48,0,0,487,500,3,48,24,0,488,489,5,58,0,0,489,
        494,3,48,24,0,490,491,5,56,0,0,491,493,3,48,24,0,492,490,1,0,0,0,
        493,496,1,0,0,0,494,492,1,0,0,0,494,495,1,0,0,0,495,497,1,0,0,0,
        496,494,1,0,0,0,497,498,5,59,0,0,498,500,1,0,0,0,499,486,1,0,0,0,
        499,487,1,0,0,0,499,488,1,0,0,0,500,55,1,0,0,0,501,504,5,53,0,0,
        502,504,3,58,29,0,503,501,1,0,0,0,503,502,1,0,0,0,504,57,1,0,0,0,
        505,506,7,13,0,0,506,59,1,0,0,0,507,534,3,56,28,0,508,534,5,1,0,
        0,509,534,5,2,0,0,510,534,5,3,0,0,511,534,5,4,0,0,512,534,5,5,0,
        0,513,534,5,6,0,0,514,534,5,7,0,0,515,534,5,8,0,0,516,534,5,9,0,
        0,517,534,5,10,0,0,518,534,5,11,0,0,519,534,5,12,0,0,520,534,5,13,
        0,0,521,534,5,14,0,0,522,534,5,15,0,0,523,534,5,16,0,0,524,534,5,
        17,0,0,525,534,5,18,0,0,526,534,5,19,0,0,527,534,5,20,0,0,528,534,
        5,21,0,0,529,534,5,22,0,0,530,534,5,23,0,0,531,534,5,28,0,0,532,
        534,5,29,0,0,533,507,1,0,0,0,533,508,1,0,0,0,533,509,1,0,0,0,533,
        510,1,0,0,0,533,511,1,0,0,0,533,512,1,0,0,0,533,513,1,0,0,0,533,
        514,1,0,0,0,533,515,1,0,0,0,533,516,1,0,0,0,533,517,1,0,0,0,533,
        518,1,0,0,0,533,519,1,0,0,0,533,520,1,0,0,0,533,521,1,0,0,0,533,
        522,1,0,0,0,533,523,1,0,0,0,533,524,1,0,0,0,533,525,1,0,0,0,533,
        526,1,0,0,0,533,527,1,0,0,0,533,528,1,0,0,0,533,529,1,0,0,0,533,
        530,1,0,0,0,533,531,1,0,0,0,533,532,1,0,0,0,534,61,1,0,0,0,69,66,
        68,85,93,100,108,113,118,124,132,141,145,150,154,162,184,188,194,
        196,203,212,216,218,223,231,235,237,251,259,270,274,284,288,301,
        305,313,315,322,327,331,334,337,346,350,357,367,370,372,380,401,
        410,413,422,425,428,432,436,445,456,460,463,467,475,478,482,494,
        499,503,533
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "'::'", "':'", "','", "'.'", "'('", "')'", "'['", "']'", 
                     "'->'", "'||'", "'+'", "'-'", "'*'", "'/'", "'%'", 
                     "'='", "'!='", "'<>'", "'<='", "'>='", "'<'", "'>'", 
                     "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", "DECIMAL_LIT", 
                      "INTEGER", "STRING", "QUOTED_IDENT", "POSITIONAL", 
                      "USER_TYPE", "IDENT", "DOUBLE_COLON", "COLON", "COMMA", 
                      "DOT", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", 
                      "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", "SLASH", 
                      "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", "GTE", "LT", 
                      "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", "WS", 
                      "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_sortRoot = 2
    RULE_expr = 3
    RULE_orExpr = 4
    RULE_andExpr = 5
    RULE_predicate = 6
    RULE_predicateTail = 7
    RULE_compOp = 8
    RULE_valueExpr = 9
    RULE_fieldSelector = 10
    RULE_primary = 11
    RULE_literal = 12
    RULE_call = 13
    RULE_functionName = 14
    RULE_callArgs = 15
    RULE_optionList = 16
    RULE_functionOption = 17
    RULE_filterClause = 18
    RULE_overClause = 19
    RULE_windowSpec = 20
    RULE_sortItem = 21
    RULE_frame = 22
    RULE_frameBound = 23
    RULE_typeExpr = 24
    RULE_typeName = 25
    RULE_typeParams = 26
    RULE_typeParam = 27
    RULE_identifier = 28
    RULE_softKeyword = 29
    RULE_word = 30

    ruleNames =  [ "root", "typeRoot", "sortRoot", "expr", "orExpr", "andExpr", 
                   "predicate", "predicateTail", "compOp", "valueExpr", 
                   "fieldSelector", "primary", "literal", "call", "functionName", 
                   "callArgs", "optionList", "functionOption", "filterClause", 
                   "overClause", "windowSpec", "sortItem", "frame", "frameBound", 
                   "typeExpr", "typeName", "typeParams", "typeParam", "identifier", 
                   "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    TIMESTAMP_LIT=44
    DATE_LIT=45
    TIME_LIT=46
    DECIMAL_LIT=47
    INTEGER=48
    STRING=49
    QUOTED_IDENT=50
    POSITIONAL=51
    USER_TYPE=52
    IDENT=53
    DOUBLE_COLON=54
    COLON=55
    COMMA=56
    DOT=57
    LPAREN=58
    RPAREN=59
    LBRACKET=60
    RBRACKET=61
    ARROW=62
    CONCAT=63
    PLUS=64
    MINUS=65
    STAR=66
    SLASH=67
    PERCENT=68
    EQ=69
    NEQ=70
    NEQ_SQL=71
    LTE=72
    GTE=73
    LT=74
    GT=75
    QMARK=76
    LINE_COMMENT=77
    BLOCK_COMMENT=78
    WS=79
    UNTERMINATED_STRING=80
    UNTERMINATED_QUOTED_IDENT=81
    UNTERMINATED_COMMENT=82
    UNEXPECTED_CHAR=83

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext
            self.quotedAlias = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 62
            self.expr()
            self.state = 68
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 63
                self.match(SubstraitExprParser.AS)
                self.state = 66
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                    self.state = 64
                    localctx.alias = self.identifier()
                    pass
                elif token in [50]:
                    self.state = 65
                    localctx.quotedAlias = self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)



            self.state = 70
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 72
            self.typeExpr()
            self.state = 73
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def sortItem(self):
            return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortRoot" ):
                return visitor.visitSortRoot(self)
            else:
                return visitor.visitChildren(self)




    def sortRoot(self):

        localctx = SubstraitExprParser.SortRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_sortRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 75
            self.sortItem()
            self.state = 76
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 78
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset108 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 80
            self.andExpr()
            self.state = 85
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 81
                    localctx._tset108 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset108 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset108)
                    self.state = 82
                    self.andExpr() 
                self.state = 87
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 88
            self.predicate()
            self.state = 93
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 89
                    self.match(SubstraitExprParser.AND)
                    self.state = 90
                    self.predicate() 
                self.state = 95
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 96
            self.valueExpr(0)
            self.state = 100
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,4,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 97
                    self.predicateTail() 
                self.state = 102
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,4,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 154
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,13,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 103
                self.compOp()
                self.state = 104
                self.valueExpr(0)
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 106
                self.match(SubstraitExprParser.IS)
                self.state = 108
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 107
                    self.match(SubstraitExprParser.NOT)


                self.state = 110
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 111
                self.match(SubstraitExprParser.IS)
                self.state = 113
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 112
                    self.match(SubstraitExprParser.NOT)


                self.state = 115
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 116
                self.match(SubstraitExprParser.IS)
                self.state = 118
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 117
                    self.match(SubstraitExprParser.NOT)


                self.state = 120
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 121
                self.match(SubstraitExprParser.FROM)
                self.state = 122
                self.valueExpr(0)
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 124
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 123
                    self.match(SubstraitExprParser.NOT)


                self.state = 126
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 127
                localctx.low = self.valueExpr(0)
                self.state = 128
                self.match(SubstraitExprParser.AND)
                self.state = 129
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 132
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 131
                    self.match(SubstraitExprParser.NOT)


                self.state = 134
                self.match(SubstraitExprParser.IN)
                self.state = 135
                self.match(SubstraitExprParser.LPAREN)
                self.state = 136
                self.expr()
                self.state = 141
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,10,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 137
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 138
                        self.expr() 
                    self.state = 143
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,10,self._ctx)

                self.state = 145
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==56:
                    self.state = 144
                    self.match(SubstraitExprParser.COMMA)


                self.state = 147
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 150
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 149
                    self.match(SubstraitExprParser.NOT)


                self.state = 152
                self.match(SubstraitExprParser.LIKE)
                self.state = 153
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 156
            _la = self._input.LA(1)
            if not(((((_la - 69)) & ~0x3f) == 0 and ((1 << (_la - 69)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 18
        self.enterRecursionRule(localctx, 18, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 162
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 159
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 160
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==65):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 161
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 196
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,18,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 194
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,17,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 164
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 165
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 166
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 167
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 168
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==64 or _la==65):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 169
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 170
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 171
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 172
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 173
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 174
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 175
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 176
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 177
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 178
                        localctx.index = self.expr()
                        self.state = 179
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 181
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 182
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 184
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 183
                            localctx.lower = self.expr()


                        self.state = 186
                        self.match(SubstraitExprParser.COLON)
                        self.state = 188
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                            self.state = 187
                            localctx.upper = self.expr()


                        self.state = 190
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 191
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 192
                        self.match(SubstraitExprParser.DOT)
                        self.state = 193
                        self.fieldSelector()
                        pass

             
                self.state = 198
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,18,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_fieldSelector)
        try:
            self.state = 203
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 199
                self.identifier()
                pass
            elif token in [50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 200
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [48]:
                self.enterOuterAlt(localctx, 3)
                self.state = 201
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [47]:
                self.enterOuterAlt(localctx, 4)
                self.state = 202
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class GroupContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroup" ):
                return visitor.visitGroup(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 315
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 205
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.GroupContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 206
                self.match(SubstraitExprParser.LPAREN)
                self.state = 218
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 207
                    self.expr()
                    self.state = 212
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,20,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 208
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 209
                            self.expr() 
                        self.state = 214
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,20,self._ctx)

                    self.state = 216
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 215
                        self.match(SubstraitExprParser.COMMA)




                self.state = 220
                self.match(SubstraitExprParser.RPAREN)
                self.state = 223
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,23,self._ctx)
                if la_ == 1:
                    self.state = 221
                    self.match(SubstraitExprParser.ARROW)
                    self.state = 222
                    localctx.body = self.expr()


                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 225
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 237
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826084830) != 0) or _la==65:
                    self.state = 226
                    self.expr()
                    self.state = 231
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,24,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 227
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 228
                            self.expr() 
                        self.state = 233
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,24,self._ctx)

                    self.state = 235
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==56:
                        self.state = 234
                        self.match(SubstraitExprParser.COMMA)




                self.state = 239
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 240
                self.identifier()
                self.state = 241
                self.match(SubstraitExprParser.ARROW)
                self.state = 242
                localctx.body = self.expr()
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 244
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 245
                self.match(SubstraitExprParser.LPAREN)
                self.state = 246
                self.expr()
                self.state = 247
                self.match(SubstraitExprParser.AS)
                self.state = 248
                self.typeExpr()
                self.state = 249
                self.match(SubstraitExprParser.RPAREN)
                self.state = 251
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,27,self._ctx)
                if la_ == 1:
                    self.state = 250
                    self.optionList()


                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 253
                self.match(SubstraitExprParser.IF)
                self.state = 254
                self.expr()
                self.state = 255
                self.match(SubstraitExprParser.THEN)
                self.state = 256
                self.expr()
                self.state = 259
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,28,self._ctx)
                if la_ == 1:
                    self.state = 257
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 258
                    self.expr()


                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 261
                self.match(SubstraitExprParser.SWITCH)
                self.state = 262
                self.expr()
                self.state = 268 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 263
                        self.match(SubstraitExprParser.CASE)
                        self.state = 264
                        self.expr()
                        self.state = 265
                        self.match(SubstraitExprParser.THEN)
                        self.state = 266
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 270 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,29,self._ctx)

                self.state = 274
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,30,self._ctx)
                if la_ == 1:
                    self.state = 272
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 273
                    self.expr()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 276
                self.match(SubstraitExprParser.CASE)
                self.state = 282 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 277
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 278
                    self.expr()
                    self.state = 279
                    self.match(SubstraitExprParser.THEN)
                    self.state = 280
                    self.expr()
                    self.state = 284 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 288
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 286
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 287
                    self.expr()


                self.state = 290
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 292
                self.match(SubstraitExprParser.CASE)
                self.state = 293
                self.expr()
                self.state = 299 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 294
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 295
                    self.expr()
                    self.state = 296
                    self.match(SubstraitExprParser.THEN)
                    self.state = 297
                    self.expr()
                    self.state = 301 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 305
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 303
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 304
                    self.expr()


                self.state = 307
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 309
                self.call()
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 310
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 313
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                    self.state = 311
                    self.identifier()
                    pass
                elif token in [50]:
                    self.state = 312
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 317
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1108307720798656) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 322
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,37,self._ctx)
            if la_ == 1:
                self.state = 319
                localctx.namespace = self.identifier()
                self.state = 320
                self.match(SubstraitExprParser.DOT)


            self.state = 324
            self.functionName()
            self.state = 325
            self.match(SubstraitExprParser.LPAREN)
            self.state = 327
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1454662678826085342) != 0) or _la==65 or _la==66:
                self.state = 326
                self.callArgs()


            self.state = 329
            self.match(SubstraitExprParser.RPAREN)
            self.state = 331
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,39,self._ctx)
            if la_ == 1:
                self.state = 330
                self.optionList()


            self.state = 334
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.state = 333
                self.filterClause()


            self.state = 337
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,41,self._ctx)
            if la_ == 1:
                self.state = 336
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_functionName)
        try:
            self.state = 346
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 339
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 340
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 341
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 342
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 343
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 344
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 345
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 372
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [66]:
                self.enterOuterAlt(localctx, 1)
                self.state = 348
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 53, 58, 60, 65]:
                self.enterOuterAlt(localctx, 2)
                self.state = 350
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
                if la_ == 1:
                    self.state = 349
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 352
                self.expr()
                self.state = 357
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 353
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 354
                    self.expr()
                    self.state = 359
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 370
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 360
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 361
                    self.match(SubstraitExprParser.BY)
                    self.state = 362
                    self.sortItem()
                    self.state = 367
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==56:
                        self.state = 363
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 364
                        self.sortItem()
                        self.state = 369
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 374
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 375
            self.functionOption()
            self.state = 380
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==56:
                self.state = 376
                self.match(SubstraitExprParser.COMMA)
                self.state = 377
                self.functionOption()
                self.state = 382
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 383
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 385
            localctx.name = self.identifier()
            self.state = 386
            self.match(SubstraitExprParser.COLON)
            self.state = 387
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 389
            self.match(SubstraitExprParser.FILTER)
            self.state = 390
            self.match(SubstraitExprParser.LPAREN)
            self.state = 391
            self.match(SubstraitExprParser.WHERE)
            self.state = 392
            self.expr()
            self.state = 393
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 395
            self.match(SubstraitExprParser.OVER)
            self.state = 401
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.state = 396
                localctx.windowName = self.identifier()
                pass
            elif token in [58]:
                self.state = 397
                self.match(SubstraitExprParser.LPAREN)
                self.state = 398
                self.windowSpec()
                self.state = 399
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 413
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 403
                self.match(SubstraitExprParser.PARTITION)
                self.state = 404
                self.match(SubstraitExprParser.BY)
                self.state = 405
                self.expr()
                self.state = 410
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 406
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 407
                    self.expr()
                    self.state = 412
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 425
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 415
                self.match(SubstraitExprParser.ORDER)
                self.state = 416
                self.match(SubstraitExprParser.BY)
                self.state = 417
                self.sortItem()
                self.state = 422
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 418
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 419
                    self.sortItem()
                    self.state = 424
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 428
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 427
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 430
            self.expr()
            self.state = 432
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 431
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 436
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 434
                self.match(SubstraitExprParser.NULLS)
                self.state = 435
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 438
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 445
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,57,self._ctx)
            if la_ == 1:
                self.state = 439
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 440
                self.frameBound()
                self.state = 441
                self.match(SubstraitExprParser.AND)
                self.state = 442
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 444
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 456
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,58,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 447
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 448
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 449
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 450
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 451
                self.match(SubstraitExprParser.CURRENT)
                self.state = 452
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 453
                self.valueExpr(0)
                self.state = 454
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 458
            self.typeName()
            self.state = 460
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,59,self._ctx)
            if la_ == 1:
                self.state = 459
                self.match(SubstraitExprParser.QMARK)


            self.state = 463
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,60,self._ctx)
            if la_ == 1:
                self.state = 462
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_typeName)
        try:
            self.state = 467
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 465
                self.identifier()
                pass
            elif token in [52]:
                self.enterOuterAlt(localctx, 2)
                self.state = 466
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 469
            self.match(SubstraitExprParser.LT)
            self.state = 478
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 302040241374494720) != 0):
                self.state = 470
                self.typeParam()
                self.state = 475
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 471
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 472
                    self.typeParam()
                    self.state = 477
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 482
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==62:
                self.state = 480
                self.match(SubstraitExprParser.ARROW)
                self.state = 481
                self.typeExpr()


            self.state = 484
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 499
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [48]:
                self.enterOuterAlt(localctx, 1)
                self.state = 486
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 52, 53]:
                self.enterOuterAlt(localctx, 2)
                self.state = 487
                self.typeExpr()
                pass
            elif token in [58]:
                self.enterOuterAlt(localctx, 3)
                self.state = 488
                self.match(SubstraitExprParser.LPAREN)
                self.state = 489
                self.typeExpr()
                self.state = 494
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56:
                    self.state = 490
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 491
                    self.typeExpr()
                    self.state = 496
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 497
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_identifier)
        try:
            self.state = 503
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 501
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]:
                self.enterOuterAlt(localctx, 2)
                self.state = 502
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 505
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 17591363960832) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_word)
        try:
            self.state = 533
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 53]:
                self.enterOuterAlt(localctx, 1)
                self.state = 507
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 508
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 509
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 510
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 511
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 512
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 513
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 514
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 515
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 516
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 517
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 518
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 519
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 520
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 521
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 522
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 523
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 524
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 525
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 526
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 527
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 528
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 529
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 530
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 531
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 532
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[9] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 5)
         




